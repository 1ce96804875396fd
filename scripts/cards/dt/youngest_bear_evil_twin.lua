-- Youngest Bear, evil twin (DT 374): Reap: You may fight with one of its neighbors (one
-- that may fight now: ready, with an enemy creature to fight).
return {
	reap = function(ctx)
		local able = {}
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if table.find(ctx:uses(neighbor), "fight") ~= nil then
				table.insert(able, neighbor)
			end
		end
		local picked =
			ctx:choose({ prompt = "Fight with which neighbor?", objects = able, min = 0, max = 1 })[1]
		if picked ~= nil then
			ctx:use(picked, "fight")
		end
	end,
}
