-- Youngest Bear (DT 428): Reap: You may reap with 1 of Youngest Bear's neighbors (one that
-- can reap now). Its evil twin (DT 374): Reap: you may fight with 1 of them instead.
return {
	reap = function(ctx)
		local use = ctx.this:card_id() == "youngest_bear_evil_twin" and "fight" or "reap"
		local can = {}
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if table.find(ctx:uses(neighbor), use) then
				table.insert(can, neighbor)
			end
		end
		local picked = ctx:choose({
			prompt = "Use which neighbor to " .. use .. "?",
			objects = can,
			min = 0,
			max = 1,
		})[1]
		if picked ~= nil then
			ctx:use(picked, use)
		end
	end,
}
