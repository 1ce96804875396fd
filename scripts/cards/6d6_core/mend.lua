-- Mend: Cast. Target creature: remove 3 damage from it. Not harmful: only the basic
-- resistance and the creature's own minimum stand against it.
return {
	targets = function(_ctx)
		return { { label = "creature", zone = "board", type = "creature", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:heal(ctx:target(1), 3)
	end,
}
