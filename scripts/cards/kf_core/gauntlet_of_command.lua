-- Gauntlet of Command: Action: Fight with a friendly creature.
-- The creature may be of any house, but it must be ready: using it still exhausts it.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		local creature = ctx:choose({ prompt = "Fight with which friendly creature?", objects = mine })[1]
		ctx:use(creature, "fight")
	end,
}
