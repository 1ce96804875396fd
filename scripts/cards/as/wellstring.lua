-- Wellstring (AS 165): Enhance (deck building only). After Fight/After Reap: Deal 3 damage
-- to a creature.
local function three_to_a_creature(ctx)
	local creatures = ctx:objects({ zone = "battleline" })
	local pick = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures })[1]
	if pick ~= nil then
		ctx:deal_damage(pick, 3)
	end
end

return {
	fight = three_to_a_creature,
	reap = three_to_a_creature,
}
