-- Eater of the Dead (CotA 084): Fight/Reap: Purge a creature from a discard pile. If you do,
-- put a +1 power counter on Eater of the Dead. Its +1 power counters count in its power
-- through its own constant ability (the ruleset does not add power counters to power).
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
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx.this:counter("power")
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
	fight = eat,
	reap = eat,
}
