-- Xeno-Bot (MM 124), and Techno-Alien (MM 360): Fight: Look at the top 3 cards of your deck;
-- put 1 into your hand and 1 on the bottom of your deck. Reap: Discard a card from your hand.
-- If you do, draw a card.
local function look_at_three(ctx)
	local top = ctx:top(3)
	if #top == 0 then
		return
	end
	local keep = ctx:choose({ prompt = "Put which card into your hand?", objects = top })[1]
	if keep == nil then
		return
	end
	local kept = keep.id
	ctx:move(keep, "hand")
	local rest = {}
	for _, c in ipairs(top) do
		if c.id ~= kept then
			table.insert(rest, c)
		end
	end
	local bottom = ctx:choose({ prompt = "Put which card on the bottom of your deck?", objects = rest })[1]
	if bottom ~= nil then
		ctx:move(bottom, "deck", { position = "bottom" })
	end
end

local function discard_then_draw(ctx)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local pick = ctx:choose({ prompt = "Discard which card (then draw one)?", objects = hand })[1]
	if pick ~= nil and ctx:discard(pick) then
		ctx:draw(1)
	end
end

return {
	fight = look_at_three,
	reap = discard_then_draw,
}
