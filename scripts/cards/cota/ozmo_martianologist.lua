-- Ozmo, Martianologist (CotA 148): Elusive. Fight/Reap: Heal 3 damage from a Mars creature
-- or stun a Mars creature. With no Mars creature in play there is nothing to choose.
local HEAL, STUN = "heal 3 damage from a Mars creature", "stun a Mars creature"

local function heal_or_stun(ctx)
	local mars = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
		if creature:attribute("house") == "mars" then
			table.insert(mars, creature)
		end
	end
	if #mars == 0 then
		return
	end
	local choice = ctx:choose({ prompt = "Choose one", options = { HEAL, STUN } })[1]
	local creature = ctx:choose({ prompt = "Which Mars creature?", objects = mars })[1]
	if choice == HEAL then
		ctx:heal(creature, 3)
	else
		ctx:rule("stun", creature)
	end
end

return {
	fight = heal_or_stun,
	reap = heal_or_stun,
}
