-- Terrordactyl (WC 211): It enters play stunned. It only deals 4 damage when fighting (the
-- stat fight_damage). Before Fight: Deal 4 damage to each neighbor of the creature it fights.
return {
	resolve = function(ctx)
		ctx:rule("stun", ctx.this)
	end,
	before_fight = function(ctx, fought)
		for _, neighbor in ipairs(fought:neighbors()) do
			ctx:deal_damage(neighbor, 4)
		end
	end,
}
