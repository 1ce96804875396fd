-- Jin, Zealous Maverick (level 2, Jin lineage): On Enter: Jin's next attack this turn gets
-- +1 power and has "On Attack: wake up Jin". Kept as a trigger on for the turn that
-- answers the champion's first attack only (the rules' `next_attack`): as that attack is
-- declared, the attack gets +1 power (a lasting effect for the combat) and Jin wakes up.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: Jin's next attack this turn gets +1 power and wakes him up",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:lasting({ duration = "turn", effect = { trigger = "next_attack" } })
			end,
		},
		{
			on = "attack",
			lasting = "next_attack",
			label = "Jin's next attack: +1 power; On Attack: wake up Jin",
			applies = function(ctx, event)
				return event.object == ctx.this and ctx:rule("next_attack", event)
			end,
			resolve = function(ctx)
				ctx:rule("spend_next_attack")
				ctx:lasting({
					target = ctx.this,
					duration = "combat",
					effect = { stat = "power", increase = 1 },
				})
				ctx:wake(ctx.this)
			end,
		},
	},
}
