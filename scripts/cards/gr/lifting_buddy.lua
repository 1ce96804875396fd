-- Lifting Buddy (GR 030): Play/After Fight/After Reap: Give Lifting Buddy two +1 power
-- counters. Give another friendly creature two +1 power counters.
local function lift(ctx)
	ctx:add_counter(ctx.this, "power", 2)
	local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
	local pick = ctx:choose({
		prompt = "Which other friendly creature gets two +1 power counters?",
		objects = others,
	})[1]
	ctx:add_counter(pick, "power", 2)
end

return {
	resolve = lift,
	fight = lift,
	reap = lift,
}
