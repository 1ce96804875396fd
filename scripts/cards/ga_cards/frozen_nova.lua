-- Frozen Nova: Class Bonus: Efficiency. Deal 1 damage to all allies and rest them. Those
-- allies don't wake up during their controller's next wake up phase.
return {
	resolve = function(ctx)
		local allies = ctx:objects({ type = "ally" })
		for _, ally in ipairs(allies) do
			ctx:deal_damage(ally, 1)
		end
		for _, ally in ipairs(allies) do
			ctx:rest(ally)
			ctx:lasting({
				target = ally,
				duration = "controller_next_turn",
				effect = { forbid = "wake_step" },
			})
		end
	end,
}
