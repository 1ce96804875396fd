-- Freeze Stiff: Rest up to two target allies. If either of those allies are attacking,
-- negate their attacks and end the combat phase (this ruleset has no combat yet: no ally
-- is ever attacking). Class Bonus: Those allies don't wake up during their controller's
-- next wake up phase.
return {
	targets = function(_ctx)
		return { { label = "allies", type = "ally", up_to = 2 } }
	end,
	resolve = function(ctx)
		local bonus = ctx:rule("class_bonus")
		for _, ally in ipairs(ctx:targets(1)) do
			ctx:rest(ally)
			if bonus then
				ctx:lasting({
					target = ally,
					duration = "controller_next_turn",
					effect = { forbid = "wake_step" },
				})
			end
		end
	end,
}
