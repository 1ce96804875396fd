-- Rickety Cybergiant (GR 033): After Fight: Deal 1 damage to Rickety Cybergiant.
return {
	fight = function(ctx)
		ctx:deal_damage(ctx.this, 1)
	end,
}
