-- Hyde (WC 167): Reap: Draw a card. If you control Velum, draw 2 cards instead. Destroyed:
-- Archive Velum from your discard pile. If you do, archive Hyde. Velum is any card of that
-- name; a Velum in hand or in play is not archived, and Hyde is then destroyed as usual.
return {
	reap = function(ctx)
		ctx:draw(ctx:rule("named_in", "battleline", "Velum") ~= nil and 2 or 1)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Velum from your discard pile, then Hyde",
			resolve = function(ctx)
				ctx:rule("archive_partner", "Velum")
			end,
		},
	},
}
