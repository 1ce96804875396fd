-- Guo Jia, Chosen Disciple: On Enter: If you don't control a Fatestone regalia, reveal all
-- cards in your material deck. Then put a Fatestone regalia card with the lowest memory
-- cost from among them onto the field.
local function fatestone(card)
	return card:has_type("regalia") and card:has_subtype("fatestone")
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: without a Fatestone regalia, reveal the material deck and put the cheapest Fatestone onto the field",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				for _, o in ipairs(ctx:objects({ zone = "field", controller = "you", type = "regalia" })) do
					if fatestone(o) then
						return
					end
				end
				local deck = ctx:look({ zone = "material_deck", controller = "you" })
				ctx:reveal(deck)
				local lowest, cheapest = nil, {}
				for _, card in ipairs(deck) do
					local cost = fatestone(card) and card:printed_cost()
					if cost and (lowest == nil or cost < lowest) then
						lowest, cheapest = cost, { card }
					elseif cost and cost == lowest then
						table.insert(cheapest, card)
					end
				end
				local prompt = "a Fatestone regalia of the lowest memory cost to put onto the field"
				local card = ctx:choose({ prompt = prompt, objects = cheapest, min = 1, max = 1 })[1]
				if card then
					ctx:move(card, "field")
				end
			end,
		},
	},
}
