-- Poison Wave (CotA 280): Play: Deal 2 damage to each creature.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:deal_damage(creature, 2)
		end
	end,
}
