-- Crunch (AS 020): After Fight/After Reap: Give Crunch as many +1 power counters as a
-- neighboring creature's power (the neighbor its player picks).
local function crunch(ctx)
	local neighbors = ctx.this:neighbors()
	local pick = ctx:choose({ prompt = "Count the power of which neighbor?", objects = neighbors })[1]
	local power = pick and pick:stat("power") or 0
	if power > 0 then
		ctx:add_counter(ctx.this, "power", power)
	end
end

return {
	fight = crunch,
	reap = crunch,
}
