-- Legatus Raptor (WC 187): Fight: You may exalt Legatus Raptor. If you do, ready and use
-- another friendly creature (only one that can then be used is offered).
return {
	fight = function(ctx)
		local pick = ctx:choose({ prompt = "Exalt Legatus Raptor?", options = { "exalt", "no" } })[1]
		if pick ~= "exalt" or not ctx.this:is_valid() then
			return
		end
		ctx:rule("exalt", ctx.this)
		local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
		local creature = ctx:choose({ prompt = "Ready and use which creature?", objects = others })[1]
		if creature == nil then
			return
		end
		ctx:ready(creature)
		local uses = ctx:uses(creature)
		if #uses > 0 then
			ctx:use(creature, ctx:choose({ prompt = "Use it how?", options = uses })[1])
		end
	end,
}
