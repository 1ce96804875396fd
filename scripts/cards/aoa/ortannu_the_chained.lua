-- Ortannu the Chained (AoA 097; keyteki's spec is in Mass Mutation's): Reap: Return each
-- Ortannu's Binding from your discard pile to your hand. For each one returned, deal 2
-- damage to a creature, with 2 damage splash (to its neighbors). The creatures are picked
-- one by one (the same one may be picked again); all the damage is dealt together, so a
-- ward is spent once.
return {
	reap = function(ctx)
		local returned = 0
		for _, binding in
			ipairs(ctx:objects({ zone = "discard", controller = "you", card = "ortannus_binding" }))
		do
			if ctx:move(binding, "hand") then
				returned += 1
			end
		end
		local dealt, order = {}, {}
		local function add(creature, n)
			if dealt[creature.id] == nil then
				dealt[creature.id] = 0
				table.insert(order, creature)
			end
			dealt[creature.id] += n
		end
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		for i = 1, returned do
			local pick = ctx:choose({
				prompt = "2 damage with 2 splash to which creature? (" .. i .. " of " .. returned .. ")",
				objects = all,
			})[1]
			if pick ~= nil then
				add(pick, 2)
				for _, n in ipairs(pick:neighbors()) do
					add(n, 2)
				end
			end
		end
		for _, creature in ipairs(order) do
			ctx:deal_damage(creature, dealt[creature.id])
		end
	end,
}
