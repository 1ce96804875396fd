-- Zander, Blinding Steel (level 3, Zander lineage): at the beginning of your recollection
-- phase, you may reveal all cards in your memory. For each luxem element card revealed,
-- each opponent puts a card from their hand into their memory (their choice).
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: you may reveal your memory",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local answer = ctx:choose({
					prompt = "reveal all cards in your memory?",
					options = { "yes", "no" },
					min = 1,
					max = 1,
				})[1]
				if answer ~= "yes" then
					return
				end
				local memory = ctx:look({ zone = "memory", controller = "you" })
				ctx:reveal(memory)
				local luxem = 0
				for _, card in ipairs(memory) do
					if card:has_element("luxem") then
						luxem = luxem + 1
					end
				end
				for _ = 1, luxem do
					local hand = ctx:look({ zone = "hand", controller = "opponent" })
					local card = ctx:choose({
						prompt = "a card from your hand to put into your memory",
						objects = hand,
						min = 1,
						max = 1,
						player = ctx.opponent,
					})[1]
					if card then
						ctx:move(card, "memory")
					end
				end
			end,
		},
	},
}
