-- Maleficorn (MM 040), creature: After an enemy creature is dealt damage by a damage bonus
-- icon, deal 1 damage to that creature. The rules' bonus icons call this for each creature
-- a damage icon dealt damage to, whoever resolved it; "enemy" is Maleficorn's own side's.
return {
	after_icon_damage = function(ctx, creature)
		if creature:controller() ~= ctx.this:controller() then
			ctx:deal_damage(creature, 1)
			ctx:settle()
		end
	end,
}
