-- Longfused Mines (CotA 287): Omni: Sacrifice Longfused Mines. Deal 3 damage to each enemy
-- creature that is not on a flank.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if #enemy:neighbors() == 2 then
				ctx:deal_damage(enemy, 3)
			end
		end
	end,
}
