-- Crash Muldoon (WC 327): Deploy, enters play ready (data). Action: Use a neighboring
-- non-Star Alliance creature (one of yours: a neighbour in your battleline). Only a
-- neighbour that can be used now is offered.
return {
	action = function(ctx)
		local usable = {}
		for _, n in ipairs(ctx.this:neighbors()) do
			if not ctx:rule("of_house", n, "staralliance") and #ctx:uses(n) > 0 then
				table.insert(usable, n)
			end
		end
		local creature =
			ctx:choose({ prompt = "Use which creature beside Crash Muldoon?", objects = usable })[1]
		if creature ~= nil then
			ctx:use(creature, ctx:choose({ prompt = "Use it how?", options = ctx:uses(creature) })[1])
		end
	end,
}
