-- Hebe the Huge (CotA 036): Play: Deal 2 damage to each other undamaged creature. Which
-- creatures are undamaged is read before any of the damage is dealt.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature ~= ctx.this and creature:damage() == 0 then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
