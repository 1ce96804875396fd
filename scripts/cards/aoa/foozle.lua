-- Foozle (AoA 008): Reap: If an enemy creature has been destroyed this turn, gain 1 æmber
-- (a creature its opponent controlled as it was destroyed, however it was destroyed).
return {
	reap = function(ctx)
		for _, lost in ipairs(ctx.opponent:this_turn("destroyed")) do
			for _, t in ipairs(lost.types or {}) do
				if t == "creature" then
					ctx:gain(ctx.controller, "amber", 1)
					return
				end
			end
		end
	end,
}
