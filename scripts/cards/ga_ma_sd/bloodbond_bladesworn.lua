-- Bloodbond Bladesworn: [Class Bonus] +1 power for every ten damage counters on your
-- champion. Whenever it is dealt damage, it deals that much damage to your champion.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx:rule("power_per_champion_damage", 10)
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "damaged",
			own = true,
			label = "Bloodbond Bladesworn was dealt damage: as much to your champion",
			applies = function(_ctx, event)
				return (event.amount or 0) > 0
			end,
			resolve = function(ctx, event)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:deal_damage(champion, event.amount, ctx.this)
				end
			end,
		},
	},
}
