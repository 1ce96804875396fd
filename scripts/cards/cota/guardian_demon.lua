-- Guardian Demon (CotA 088): Play/Fight/Reap: Heal up to 2 damage from a creature. Deal that
-- amount of damage to another creature. The active player says how much (0 to 2) is healed;
-- nothing healed, nothing dealt (no second choice).
local function guard(ctx)
	local damaged = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
		if creature:damage() > 0 then
			table.insert(damaged, creature)
		end
	end
	if #damaged == 0 then
		return
	end
	local healed = ctx:choose({ prompt = "Heal up to 2 damage from which creature?", objects = damaged })[1]
	local most = math.min(2, healed:damage())
	local asked = ctx:choose({ prompt = "Heal how much damage?", number = true, min = 0, max = most })
	local before = healed:damage()
	ctx:heal(healed, asked)
	local amount = before - healed:damage()
	if amount <= 0 then
		return
	end
	local others = ctx:objects({ zone = "battleline" })
	for i, creature in ipairs(others) do
		if creature == healed then
			table.remove(others, i)
			break
		end
	end
	if #others == 0 then
		return
	end
	local prompt = "Deal " .. amount .. " damage to which other creature?"
	ctx:deal_damage(ctx:choose({ prompt = prompt, objects = others })[1], amount)
end

return {
	resolve = guard,
	fight = guard,
	reap = guard,
}
