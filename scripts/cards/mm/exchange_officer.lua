-- Exchange Officer (MM 341): Play/Fight/Reap: Use a friendly Star Alliance card (any one
-- this ability could use now; none: nothing).
local function use_star_alliance(ctx)
	local mine = ctx:objects({ controller = "you" })
	local usable = {}
	for _, c in ipairs(mine) do
		if c ~= ctx.this and ctx:rule("of_house", c, "staralliance") and #ctx:uses(c) > 0 then
			table.insert(usable, c)
		end
	end
	local pick = ctx:choose({ prompt = "Use which friendly Star Alliance card?", objects = usable })[1]
	if pick == nil then
		return
	end
	local how = ctx:choose({ prompt = "Use it how?", options = ctx:uses(pick) })[1]
	if how ~= nil then
		ctx:use(pick, how)
	end
end

return {
	resolve = use_star_alliance,
	fight = use_star_alliance,
	reap = use_star_alliance,
}
