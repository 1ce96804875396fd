-- Dino-Bot (MM 119), and Techno-Saurus (MM 241): Play: You may exalt Dino-Bot. If you do, deal
-- 3 damage to a creature. Reap: Discard a card from your hand. If you do, draw a card.
local function exalt_and_hit(ctx)
	local go = ctx:choose({ prompt = "Exalt it to deal 3 damage?", options = { "exalt", "no" } })[1]
	if go ~= "exalt" then
		return
	end
	ctx:rule("exalt", ctx.this)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local pick = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = all })[1]
	if pick ~= nil then
		ctx:deal_damage(pick, 3)
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
	resolve = exalt_and_hit,
	reap = discard_then_draw,
}
