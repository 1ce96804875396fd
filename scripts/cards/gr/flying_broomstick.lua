-- Flying Broomstick (GR 337), upgrade: This creature gains elusive, and "After Reap: Fully
-- heal a creature and put all æmber and counters on it back in the common supply."
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, creature)
				return creature == ctx.this:attached_to()
			end,
		},
	},
	grants = {
		reap = function(ctx)
			local creatures = ctx:objects({ zone = "battleline", controller = "any" })
			local pick = ctx:choose({ prompt = "Which creature is cleared?", objects = creatures })[1]
			if pick == nil then
				return
			end
			if pick:damage() > 0 then
				ctx:heal(pick, pick:damage())
			end
			for _, counter in ipairs({ "amber", "power", "stun", "enrage", "ward", "doom", "time" }) do
				local n = pick:counter(counter)
				if n > 0 then
					ctx:add_counter(pick, counter, -n)
				end
			end
		end,
	},
}
