-- Dino-Alien (MM 357), and Xeno-Saurus (MM 243): Play: You may exalt Dino-Alien. If you do,
-- deal 3 damage to a creature. Fight: Look at the top 3 cards of your deck; put 1 into your
-- hand and 1 on the bottom of your deck (the third stays on top).
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
	fight = function(ctx)
		ctx:rule("top_three_to_hand_and_bottom")
	end,
}
