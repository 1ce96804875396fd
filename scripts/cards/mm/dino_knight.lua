-- Dino-Knight (MM 178), and Dino-Thief (MM 297), Dino-Beast (MM 417), Sacro-Saurus (MM 240)
-- and Umbra-Saurus (MM 242), whose keywords are data: Play: You may exalt this creature. If you do, deal 3 damage to a creature.
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
}
