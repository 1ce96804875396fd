-- Youngest Bear (DT 428): Reap: You may reap with 1 of Youngest Bear's neighbors (one that
-- can reap now).
return {
	reap = function(ctx)
		local can = {}
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if table.find(ctx:uses(neighbor), "reap") then
				table.insert(can, neighbor)
			end
		end
		local picked =
			ctx:choose({ prompt = "Reap with which neighbor?", objects = can, min = 0, max = 1 })[1]
		if picked ~= nil then
			ctx:use(picked, "reap")
		end
	end,
}
