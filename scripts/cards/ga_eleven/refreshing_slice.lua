-- Refreshing Slice: an attack card. [Class Bonus] On Attack: you may pay (3); if you do,
-- recover 3 + LV (LV read as it resolves).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: you may pay (3) to recover 3 + LV (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local pick =
					ctx:choose({ prompt = "Pay (3) to recover 3 + LV?", options = { "pay", "decline" } })[1]
				if pick ~= "pay" or not ctx:pay("reserve", 3) then
					return
				end
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion ~= nil then
					ctx:recover(champion, 3 + ctx:rule("level"))
				end
			end,
		},
	},
}
