-- Spike Trap (WC 261): Omni: Sacrifice Spike Trap. If you do, deal 3 damage to each flank
-- creature (both battlelines).
return {
	omni = function(ctx)
		if ctx:destroy(ctx.this) then
			for _, creature in ipairs(ctx:rule("flank_creatures", "any")) do
				ctx:deal_damage(creature, 3)
			end
		end
	end,
}
