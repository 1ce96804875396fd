-- Sinder (MM 013): Taunt (data). Reap: Destroy a friendly creature (itself, if it is the
-- only one).
return {
	reap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if pick ~= nil then
			ctx:destroy(pick)
		end
	end,
}
