-- Return to Rubble (GR 135): Play: Shuffle the top 10 cards of your discard pile into your
-- deck. If you do (10 cards went), destroy each creature. Fewer: they are shuffled in, and no
-- creature is destroyed.
return {
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		local moved = 0
		for i = #pile, math.max(1, #pile - 9), -1 do
			if ctx:move(pile[i], "deck") then
				moved = moved + 1
			end
		end
		if moved > 0 then
			ctx:shuffle("deck")
		end
		if moved == 10 then
			ctx:destroy(ctx:objects({ zone = "battleline", controller = "any" }))
		end
	end,
}
