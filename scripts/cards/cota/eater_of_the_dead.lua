-- Eater of the Dead (CotA 084): Fight/Reap: Purge a creature from a discard pile. If you do,
-- put a +1 power counter on Eater of the Dead (the ruleset adds power counters to power).
local function eat(ctx)
	local dead = ctx:objects({ zone = "discard", type = "creature" })
	if #dead == 0 then
		return
	end
	if
		ctx:banish(ctx:choose({ prompt = "Purge which creature from a discard pile?", objects = dead })[1])
	then
		ctx:add_counter(ctx.this, "power", 1)
	end
end

return {
	fight = eat,
	reap = eat,
}
