-- Inspiration (CotA 220): Play: Ready and use a friendly creature. The uses offered are
-- those the rules allow now (`ctx:uses`); with none (nothing it may fight, no Action:),
-- the creature is only readied. A stunned creature's use only removes the stun, so any
-- use does and nobody is asked which.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local creature = ctx:choose({ prompt = "Ready and use which friendly creature?", objects = mine })[1]
		if creature == nil then
			return
		end
		ctx:ready(creature)
		local uses = ctx:uses(creature)
		if #uses == 0 then
			return
		end
		local use = uses[1]
		if not ctx:rule("stunned", creature) then
			use = ctx:choose({ prompt = "Use it how?", options = uses })[1]
		end
		ctx:use(creature, use)
	end,
}
