-- The Golden Spiral (WC 194): Action: Exalt a friendly creature. Ready and use that
-- creature (any house: it is used through this ability; the player picks the use among
-- those it can make now).
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Exalt, ready and use which creature?", objects = mine })[1]
		if pick == nil then
			return
		end
		ctx:rule("exalt", pick)
		ctx:ready(pick)
		local uses = ctx:uses(pick)
		local how = ctx:choose({ prompt = "Use it how?", options = uses })[1]
		if how ~= nil then
			ctx:use(pick, how)
		end
	end,
}
