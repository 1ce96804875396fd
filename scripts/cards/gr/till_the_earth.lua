-- Till the Earth (GR 367): Play: Each player shuffles their discard pile into their deck
-- (Till the Earth itself, still being played, is not in the pile yet).
return {
	resolve = function(ctx)
		ctx:rule("shuffle_discard_into_deck", ctx.controller)
		ctx:rule("shuffle_discard_into_deck", ctx.opponent)
	end,
}
