-- Ghosthawk (WC 356): Deploy (data). Play: You may reap with each neighboring creature,
-- one at a time. The player picks which neighbour reaps next, or stops; a neighbour that
-- cannot reap now (exhausted, or a reap the rules forbid) is not offered.
local function can_reap(ctx, creature)
	for _, use in ipairs(ctx:uses(creature)) do
		if use == "reap" then
			return true
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local waiting = ctx.this:neighbors()
		while #waiting > 0 do
			local ready = {}
			for _, n in ipairs(waiting) do
				if can_reap(ctx, n) then
					table.insert(ready, n)
				end
			end
			if #ready == 0 then
				return
			end
			local pick = ctx:choose({
				prompt = "Reap with which creature beside Ghosthawk next? (none: stop)",
				objects = ready,
				min = 0,
				max = 1,
			})[1]
			if pick == nil then
				return
			end
			ctx:use(pick, "reap")
			local rest = {}
			for _, n in ipairs(waiting) do
				if n ~= pick then
					table.insert(rest, n)
				end
			end
			waiting = rest
		end
	end,
}
