-- Slime Eruption: banish any number of fire element Slime ally cards and up to two
-- non-fire element Slime ally cards from your graveyard; for each card banished this way,
-- choose a unit and deal 1 damage to it. Each choice is its own damage instance, even when
-- the same unit is chosen again (CR, Damage, example). [Class Bonus] Floating Memory.
local SLIMES = { zone = "graveyard", controller = "you", type = "ally", subtype = "slime" }

return {
	resolve = function(ctx)
		local fire, other = {}, {}
		for _, card in ipairs(ctx:objects(SLIMES)) do
			table.insert(card:has_element("fire") and fire or other, card)
		end
		local chosen = ctx:choose({
			prompt = "fire element Slime allies to banish",
			objects = fire,
			min = 0,
			max = #fire,
		})
		local others = ctx:choose({
			prompt = "up to two other Slime allies to banish",
			objects = other,
			min = 0,
			max = math.min(2, #other),
		})
		local banished = 0
		for _, list in ipairs({ chosen, others }) do
			for _, card in ipairs(list) do
				if ctx:banish(card) then
					banished += 1
				end
			end
		end
		for _ = 1, banished do
			local unit = ctx:choose({
				prompt = "a unit to deal 1 damage to",
				objects = ctx:objects({ any_type = { "champion", "ally" } }),
				min = 1,
				max = 1,
			})[1]
			ctx:deal_damage(unit, 1)
		end
	end,
}
