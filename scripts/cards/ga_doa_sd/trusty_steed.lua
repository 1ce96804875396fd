-- Trusty Steed: On Enter: another target ally you control gets +2 power until end of turn.
-- The ally is chosen as the On Enter resolves.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: another ally of yours gets +2 power until end of turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "another ally you control to get +2 power",
					objects = ctx:objects({ type = "ally", controller = "you", other = true }),
					min = 1,
					max = 1,
				})[1]
				if ally then
					ctx:lasting({
						target = ally,
						duration = "end_of_turn",
						effect = { stat = "power", increase = 2 },
					})
				end
			end,
		},
	},
}
