-- Prismatic Edge: a weapon. Class Bonus: On Enter: each player reveals all cards in their
-- memory. If a fire element card was revealed, choose a unit and deal 3 damage to it. If a
-- water element card was revealed, draw a card. If a wind element card was revealed, each
-- opponent banishes a card at random from their memory.
local function revealed_element(cards, element)
	for _, card in ipairs(cards) do
		if card:has_element(element) then
			return true
		end
	end
	return false
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: every player reveals their memory (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local revealed = ctx:look({ zone = "memory" })
				ctx:reveal(revealed)
				if revealed_element(revealed, "fire") then
					local unit = ctx:choose({
						prompt = "unit to deal 3 damage to",
						objects = ctx:objects({ any_type = { "champion", "ally" } }),
						min = 1,
						max = 1,
					})[1]
					ctx:deal_damage(unit, 3)
				end
				if revealed_element(revealed, "water") then
					ctx:draw(1)
				end
				if revealed_element(revealed, "wind") then
					local memory = ctx:look({ zone = "memory", controller = "opponent" })
					if #memory > 0 then
						ctx:banish(memory[ctx:random(#memory)])
					end
				end
			end,
		},
	},
}
