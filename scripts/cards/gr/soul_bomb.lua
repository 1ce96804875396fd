-- Soul Bomb (GR 051): Omni: If you are haunted, deal 4 damage to each creature. Destroy
-- Soul Bomb.
return {
	omni = function(ctx)
		if ctx:rule("haunted") then
			for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
				ctx:deal_damage(creature, 4)
			end
		end
		ctx:destroy(ctx.this)
	end,
}
