-- Essence Scale (MM 021), artifact: Action: Destroy a friendly creature. If you do, ready
-- and use a friendly creature that shares a house with the destroyed creature (its house
-- read as it was destroyed). A ward that stops the destruction means it was not destroyed.
return {
	action = function(ctx)
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Destroy which friendly creature?", objects = friends })[1]
		if pick == nil then
			return
		end
		local house = pick:attribute("house")
		if not ctx:destroy(pick) then
			return
		end
		ctx:settle()
		local mates = ctx:objects({ zone = "battleline", controller = "you", attributes = { house = house } })
		local mate =
			ctx:choose({ prompt = "Ready and use which creature of that house?", objects = mates })[1]
		if mate == nil then
			return
		end
		ctx:ready(mate)
		local how = ctx:choose({ prompt = "Use it how?", options = ctx:uses(mate) })[1]
		if how ~= nil then
			ctx:use(mate, how)
		end
	end,
}
