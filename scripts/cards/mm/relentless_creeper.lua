-- Relentless Creeper (MM 029): After you choose Dis as your active house, you may return
-- Relentless Creeper from your discard pile to your hand (a trigger answering from the
-- discard pile: `from`).
return {
	triggers = {
		{
			on = "declared",
			from = { "discard" },
			label = "you chose Dis: you may return Relentless Creeper to your hand",
			applies = function(ctx, event)
				return event.name == "house" and event.value == "dis" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				local go = ctx:choose({
					prompt = "Return Relentless Creeper to your hand?",
					options = { "return", "no" },
				})[1]
				if go == "return" and ctx.this:zone() == "discard" then
					ctx:move(ctx.this, "hand")
				end
			end,
		},
	},
}
