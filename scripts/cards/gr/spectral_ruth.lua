-- Spectral Ruth (GR R10): Play: If you forged a key this turn, archive your discard pile.
-- Destroyed: If you are haunted, archive Spectral Ruth.
return {
	resolve = function(ctx)
		if not ctx:rule("forged_this_turn", ctx.controller) then
			return
		end
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			ctx:move(card, "archives")
		end
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Spectral Ruth if you are haunted",
			resolve = function(ctx)
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
