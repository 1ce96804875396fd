-- Entropic Manipulator (AoA 195), action: Play: Choose a player. You may redistribute the
-- damage on that player's creatures among their creatures (even past lethal). The damage is
-- taken off, then put back 1 at a time on a creature the player picks, none of it dealt
-- (armor is not used); a creature with lethal damage is destroyed at once and the rest goes
-- on the others. Choice: all of it is put back, as keyteki does.
return {
	resolve = function(ctx)
		local pick = ctx:choose({
			prompt = "Redistribute the damage on whose creatures?",
			options = { "mine", "the opponent's" },
		})[1]
		local side = pick == "mine" and "you" or "opponent"
		local left = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
			left = left + creature:damage()
			ctx:place_damage(creature, -creature:damage())
		end
		while left > 0 do
			local creatures = ctx:objects({ zone = "battleline", controller = side })
			if #creatures == 0 then
				return
			end
			local to = ctx:choose({
				prompt = "Put 1 damage on which creature (" .. left .. " left)?",
				objects = creatures,
			})[1]
			ctx:place_damage(to, 1)
			left = left - 1
			ctx:settle()
		end
	end,
}
