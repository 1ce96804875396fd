-- Memory Chip (AoA 132), artifact: After you choose Logos as your active house, archive a
-- card (from your hand).
return {
	triggers = {
		{
			on = "declared",
			label = "you chose Logos: archive a card (Memory Chip)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.name == "house" and event.value == "logos"
			end,
			resolve = function(ctx)
				local hand = ctx:objects({ zone = "hand", controller = "you" })
				local card = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
				if card ~= nil then
					ctx:move(card, "archives")
				end
			end,
		},
	},
}
