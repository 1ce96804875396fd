-- Blypyp (CotA 190), creature: Reap: the next Mars creature you play this turn enters play
-- ready. A lasting effect used up by the first Mars creature played.
return {
	reap = function(ctx)
		ctx:lasting({
			target = {
				zone = "stack",
				controller = "you",
				type = "creature",
				attributes = { house = "mars" },
			},
			duration = "turn",
			once = true,
			effect = { grant = "enters_ready" },
		})
	end,
}
