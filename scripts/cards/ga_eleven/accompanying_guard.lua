-- Accompanying Guard: [Class Bonus] On Enter: another target ally you control becomes
-- fostered (chosen as the ability resolves).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: another ally you control becomes fostered (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "the ally to become fostered",
					objects = ctx:objects({ type = "ally", controller = "you", other = true }),
					min = 1,
					max = 1,
				})[1]
				if ally ~= nil then
					ctx:set_status(ally, "fostered")
				end
			end,
		},
	},
}
