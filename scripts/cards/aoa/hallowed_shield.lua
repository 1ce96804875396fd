-- Hallowed Shield (AoA 218), artifact: Action: Choose a creature; for the remainder of the
-- turn it cannot be dealt damage.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local creature =
			ctx:choose({ prompt = "Which creature cannot be dealt damage?", objects = creatures })[1]
		if creature ~= nil then
			ctx:lasting({ target = creature, duration = "turn", effect = { forbid = "damage" } })
		end
	end,
}
