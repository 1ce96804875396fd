-- Curiosity (CotA 320): Play: Destroy each Scientist creature.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", subtype = "scientist" })) do
			ctx:destroy(creature)
		end
	end,
}
