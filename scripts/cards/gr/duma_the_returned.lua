-- Duma the Returned (GR R02): Destroyed: Return the top 3 cards of your discard pile to your
-- hand. If you are haunted, archive Duma the Returned (haunted read after the 3 left the
-- pile). A pile lists its cards bottom first.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: the top 3 of your discard pile to your hand (Duma the Returned)",
			resolve = function(ctx)
				local pile = ctx:objects({ zone = "discard", controller = "you" })
				for i = #pile, math.max(1, #pile - 2), -1 do
					ctx:move(pile[i], "hand")
				end
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
