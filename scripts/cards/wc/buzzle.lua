-- Buzzle (WC 070): Skirmish (data). Play/Fight: You may purge a creature beside Buzzle. If
-- you do, ready Buzzle (a ward that keeps the neighbour in play means it was not purged).
local function buzz(ctx)
	local pick =
		ctx:choose({ prompt = "Purge a neighbor?", objects = ctx.this:neighbors(), min = 0, max = 1 })[1]
	if pick ~= nil and ctx:banish(pick) and not pick:is_valid() then
		ctx:ready(ctx.this)
	end
end

return {
	resolve = buzz,
	fight = buzz,
}
