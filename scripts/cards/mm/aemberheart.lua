-- Æmberheart (MM 142), artifact: Action: Exalt, ward, and fully heal a friendly creature.
return {
	action = function(ctx)
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		local pick =
			ctx:choose({ prompt = "Exalt, ward and heal which friendly creature?", objects = friends })[1]
		if pick ~= nil then
			ctx:rule("exalt", pick)
			ctx:rule("ward", pick)
			ctx:heal(pick, pick:damage())
		end
	end,
}
