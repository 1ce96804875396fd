-- Shock Herder (WoE 051): Deploy. Play: Ready and fight with a neighboring creature (of any
-- house, exhausted or not).
return {
	resolve = function(ctx)
		local picked =
			ctx:choose({ prompt = "Ready and fight with which neighbor?", objects = ctx.this:neighbors() })[1]
		if picked ~= nil then
			ctx:ready(picked)
			ctx:use(picked, "fight")
		end
	end,
}
