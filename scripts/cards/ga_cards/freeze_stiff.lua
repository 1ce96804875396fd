-- Freeze Stiff: Rest up to two target allies. If either of those allies is attacking,
-- negate its attack and end the combat. Class Bonus: those allies don't wake up during
-- their controller's next wake up phase.
return {
	targets = function(_ctx)
		return { { label = "allies", type = "ally", up_to = 2 } }
	end,
	resolve = function(ctx)
		local bonus = ctx:rule("class_bonus")
		local combat = ctx:combat()
		local attacking = false
		for _, ally in ipairs(ctx:targets(1)) do
			if combat and combat.attacker and combat.attacker.id == ally.id then
				attacking = true
			end
			ctx:rest(ally)
			if bonus then
				ctx:lasting({
					target = ally,
					duration = "controller_next_turn",
					effect = { forbid = "wake_step" },
				})
			end
		end
		-- Negating the attack: the combat ends before its damage step.
		if attacking then
			ctx:end_combat()
		end
	end,
}
