-- Tonoris, Might of Humanity: Tonoris lineage. On Enter: Tonoris' next attack this turn
-- gets +3 power (a lasting +3 power for his next attack: `duration = "next_attack"`, on
-- until he declares an attack and through that combat, ended with the turn).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: Tonoris' next attack this turn gets +3 power",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "next_attack",
					effect = { stat = "power", increase = 3 },
				})
			end,
		},
	},
}
