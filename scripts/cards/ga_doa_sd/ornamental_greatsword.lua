-- Ornamental Greatsword: a weapon. Class Bonus: On Enter: target ally you control gets
-- +1 power until end of turn.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: an ally of yours gets +1 power until end of turn (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "ally you control to get +1 power",
					objects = ctx:objects({ type = "ally", controller = "you" }),
					min = 1,
					max = 1,
				})[1]
				if ally then
					ctx:lasting({
						target = ally,
						duration = "end_of_turn",
						effect = { stat = "power", increase = 1 },
					})
				end
			end,
		},
	},
}
