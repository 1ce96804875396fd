-- Anger: Play: Ready and fight with a friendly creature.
-- Resolve as much as you can: readying a ready creature does nothing, the fight happens.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		local creature =
			ctx:choose({ prompt = "Ready and fight with which friendly creature?", objects = mine })[1]
		ctx:ready(creature)
		ctx:use(creature, "fight")
	end,
}
