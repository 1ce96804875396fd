-- Auto-Vac 5150 (MM 101), artifact: Action: You may discard a card from your archives. If
-- you do, keys cost +3 æmber during your opponent's next turn. Otherwise, archive a card
-- from your hand. "You" is whoever uses it (Remote Access: the opponent).
return {
	action = function(ctx)
		local archived = ctx:objects({ zone = "archives", controller = "you" })
		local pick = ctx:choose({
			prompt = "Discard a card from your archives (none: archive a card)?",
			objects = archived,
			min = 0,
			max = 1,
		})[1]
		if pick ~= nil and ctx:discard(pick) then
			ctx:lasting({
				target = ctx.opponent,
				duration = "opponent_next_turn",
				effect = { cost = "key", increase = 3 },
			})
			return
		end
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local card = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		if card ~= nil then
			ctx:move(card, "archives")
		end
	end,
}
