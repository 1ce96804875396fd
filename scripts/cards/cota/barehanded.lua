-- Barehanded (CotA 002): Play: Put each artifact on top of its owner's deck.
return {
	resolve = function(ctx)
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", type = "artifact" })) do
			ctx:move(artifact, "deck", { position = "top" })
		end
	end,
}
