-- 5C077 (DT 256): Reap: Ready and use another friendly creature with the same power as
-- 5C077. You may give 5C077 a +1 power counter or remove a +1 power counter from it.
-- Its evil twin (DT 243): Reap: Destroy another creature (either side) with the same power
-- as 5C077; then the same choice of counters.
local function same_power(ctx, side)
	local power = ctx.this:stat("power") or 0
	local same = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
		if creature ~= ctx.this and (creature:stat("power") or 0) == power then
			table.insert(same, creature)
		end
	end
	return same
end

local function ready_and_use(ctx)
	local picked =
		ctx:choose({ prompt = "Ready and use which creature?", objects = same_power(ctx, "you") })[1]
	if picked ~= nil then
		ctx:ready(picked)
		local use = ctx:choose({ prompt = "Use it how?", options = ctx:uses(picked) })[1]
		if use ~= nil then
			ctx:use(picked, use)
		end
	end
end

return {
	reap = function(ctx)
		if ctx.this:card_id() == "5c077_evil_twin" then
			ctx:destroy(
				ctx:choose({ prompt = "Destroy which creature?", objects = same_power(ctx, "any") })[1]
			)
		else
			ready_and_use(ctx)
		end
		local options = { "add a +1 power counter", "neither" }
		if ctx.this:counter("power") > 0 then
			table.insert(options, 2, "remove a +1 power counter")
		end
		local counter = ctx:choose({ prompt = "5C077's +1 power counters", options = options })[1]
		if counter == "add a +1 power counter" then
			ctx:add_counter(ctx.this, "power", 1)
		elseif counter == "remove a +1 power counter" then
			ctx:add_counter(ctx.this, "power", -1)
		end
	end,
}
