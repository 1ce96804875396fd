-- Piranha Monkeys (CotA 365): Play/Reap: Deal 2 damage to each other creature.
local function bite(ctx)
	for _, creature in ipairs(ctx:objects({ zone = "battleline", other = true })) do
		ctx:deal_damage(creature, 2)
	end
end

return {
	resolve = bite,
	reap = bite,
}
