-- Sempiternal Sage: Preserve (the rules script's keyword trigger). [Class Bonus] On Attack:
-- you may recover 3 (your champion). If you don't, empower 3.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: recover 3, or else Empower 3 (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local answer = ctx:choose({
					prompt = "recover 3? (if you don't, Empower 3)",
					options = { "recover 3", "empower 3" },
					min = 1,
					max = 1,
				})[1]
				if answer == "recover 3" then
					ctx:recover(ctx:objects({ type = "champion", controller = "you" })[1], 3)
				else
					ctx:rule("empower", 3)
				end
			end,
		},
	},
}
