-- Navigator Ali (WC 314): Play/Fight/Reap: Look at the top 3 cards of your deck and put them
-- back in any order. Lay of the Land (WC 313) shares the script: then draw a card.
local function rearrange(ctx)
	local remaining = ctx:top(3)
	local order = {}
	while #remaining > 1 do
		local pick = ctx:choose({ prompt = "Which card goes on top next?", objects = remaining })[1]
		table.insert(order, pick)
		for i, card in ipairs(remaining) do
			if card == pick then
				table.remove(remaining, i)
				break
			end
		end
	end
	if #remaining == 1 then
		table.insert(order, remaining[1])
	end
	-- The last in order goes back first, so the first picked ends on top.
	for i = #order, 1, -1 do
		ctx:move(order[i], "deck", { position = "top" })
	end
end

local function lay_of_the_land(ctx)
	rearrange(ctx)
	ctx:draw(1)
end

return {
	resolve = function(ctx)
		if ctx.this:card_id() == "lay_of_the_land" then
			lay_of_the_land(ctx)
		else
			rearrange(ctx)
		end
	end,
	fight = rearrange,
	reap = rearrange,
}
