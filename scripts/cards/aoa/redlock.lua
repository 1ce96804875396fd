-- Redlock (AoA 294), creature: Skirmish (the rules script's). At the end of your turn, if
-- you did not play any creatures this turn, gain 1 æmber.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: gain 1 æmber if you played no creature (Redlock)",
			applies = function(ctx, event)
				if event.player ~= ctx.controller then
					return false
				end
				for _, act in ipairs(ctx.controller:this_turn("played")) do
					if table.find(act.types or {}, "creature") then
						return false
					end
				end
				return true
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
