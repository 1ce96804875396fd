-- Positron Bolt (CotA 118): Play: Deal 3 damage to a flank creature, 2 to its neighbor, and 1
-- to that second creature's other neighbor. The creatures are found before any damage; the
-- damage is dealt together.
return {
	resolve = function(ctx)
		local first = ctx:choose({
			prompt = "Deal 3 damage to which flank creature?",
			objects = ctx:rule("flank_creatures"),
		})[1]
		if first == nil then
			return
		end
		local second = first:neighbors()[1]
		local third = nil
		if second ~= nil then
			for _, n in ipairs(second:neighbors()) do
				if n.id ~= first.id then
					third = n
				end
			end
		end
		ctx:deal_damage(first, 3)
		ctx:deal_damage(second, 2)
		ctx:deal_damage(third, 1)
	end,
}
