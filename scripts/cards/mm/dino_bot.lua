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

return {
	resolve = exalt_and_hit,
	reap = function(ctx)
		ctx:rule("discard_to_draw")
	end,
}
