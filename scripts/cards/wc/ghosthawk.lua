-- Ghosthawk (WC 356): Deploy (data). Play: You may reap with each neighboring creature,
-- one at a time. The player picks which neighbour reaps next, or stops; a neighbour that
-- cannot reap now (exhausted, or a reap the rules forbid) is not offered. Its neighbours
-- are read again before each reap, as the line is then: one destroyed by a reap is passed
-- over and a creature that became a neighbour meanwhile is one (keyteki's spec); once
-- Ghosthawk has left play, the neighbours it last had are still reaped with.
local function can_reap(ctx, creature)
	for _, use in ipairs(ctx:uses(creature)) do
		if use == "reap" then
			return true
		end
	end
	return false
end

local function without(list, done)
	local rest = {}
	for _, c in ipairs(list) do
		if c:is_valid() and c:zone() == "battleline" and table.find(done, c.id) == nil then
			table.insert(rest, c)
		end
	end
	return rest
end

return {
	resolve = function(ctx)
		local done = {}
		local last = ctx.this:neighbors()
		while true do
			if ctx.this:is_valid() and ctx.this:zone() == "battleline" then
				last = ctx.this:neighbors()
			end
			local ready = {}
			for _, n in ipairs(without(last, done)) do
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
			table.insert(done, pick.id)
			ctx:use(pick, "reap")
		end
	end,
}
