-- Arcanist's Prism: at the beginning of your recollection phase, put all cards from your
-- memory on the bottom of your deck in any order, then draw that many cards. The player
-- picks the cards one at a time, each put on the bottom (the last one picked is the
-- bottom card).
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: memory to the bottom of your deck, draw as many",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local cards = ctx:look({ zone = "memory", controller = "you" })
				local moved = #cards
				while #cards > 0 do
					local pick = ctx:choose({
						prompt = "memory card to put on the bottom of your deck next",
						objects = cards,
						min = 1,
						max = 1,
					})[1]
					ctx:move(pick, "main_deck", { position = "bottom" })
					local rest = {}
					for _, card in ipairs(cards) do
						if card.id ~= pick.id then
							table.insert(rest, card)
						end
					end
					cards = rest
				end
				ctx:draw(moved)
			end,
		},
	},
}
