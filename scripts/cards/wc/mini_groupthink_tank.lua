-- Mini Groupthink Tank (WC 155): Play/Fight/Reap: Deal 8 damage to a creature that shares a
-- house with both of its neighbors (either side's).
local function same_house(ctx, a, b)
	return ctx:rule("of_house", a, b:attribute("house")) or ctx:rule("of_house", b, a:attribute("house"))
end

local function crush(ctx)
	local prey = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		local ns = creature:neighbors()
		if #ns == 2 and same_house(ctx, creature, ns[1]) and same_house(ctx, creature, ns[2]) then
			table.insert(prey, creature)
		end
	end
	ctx:deal_damage(ctx:choose({ prompt = "Deal 8 damage to which creature?", objects = prey })[1], 8)
end

return {
	resolve = crush,
	fight = crush,
	reap = crush,
}
