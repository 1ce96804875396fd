-- Mælstrom (DT 360): Play: Put each creature on top of its owner's deck in a random order.
-- Gain 2 chains. The order is drawn with the game's RNG, one creature at a time.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		while #creatures > 0 do
			local creature = table.remove(creatures, ctx:random(#creatures))
			ctx:move(creature, "deck", { position = "top" })
		end
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
