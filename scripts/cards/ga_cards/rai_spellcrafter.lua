-- Rai, Spellcrafter (level 1, Rai lineage): On Enter: put two enlighten counters on Rai.
-- Levels and lineage are the rules script's (scripts/rules/grand_archive.lua).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: two enlighten counters on Rai",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "enlighten", 2)
			end,
		},
	},
}
