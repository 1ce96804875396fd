-- Curse of Vanity (MM 189): Play: Exalt a friendly creature and an enemy creature.
return {
	resolve = function(ctx)
		local friend = ctx:choose({
			prompt = "Exalt which friendly creature?",
			objects = ctx:objects({ zone = "battleline", controller = "you" }),
		})[1]
		local foe = ctx:choose({
			prompt = "Exalt which enemy creature?",
			objects = ctx:objects({ zone = "battleline", controller = "opponent" }),
		})[1]
		if friend ~= nil then
			ctx:rule("exalt", friend)
		end
		if foe ~= nil then
			ctx:rule("exalt", foe)
		end
	end,
}
