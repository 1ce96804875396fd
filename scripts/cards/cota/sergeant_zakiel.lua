-- Sergeant Zakiel (CotA 258): armor 1 (data). Play: You may ready and fight with a
-- neighboring creature.
return {
	resolve = function(ctx)
		local beside = ctx.this:neighbors()
		local picked = ctx:choose({
			prompt = "Ready and fight with which neighbor (or none)?",
			objects = beside,
			min = 0,
			max = 1,
		})[1]
		if picked ~= nil then
			ctx:ready(picked)
			ctx:use(picked, "fight")
		end
	end,
}
