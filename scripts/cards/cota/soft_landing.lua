-- Soft Landing (CotA 177), action: Play: the next creature or artifact you play this turn
-- enters play ready. A lasting effect used up by the first such card played.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "stack", controller = "you", any_type = { "creature", "artifact" } },
			duration = "turn",
			once = true,
			effect = { grant = "enters_ready" },
		})
	end,
}
