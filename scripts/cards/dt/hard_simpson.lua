-- Hard Simpson (DT 230): Elusive. After Hard Simpson is dealt damage, steal 1 æmber. If the
-- tide is low, your opponent steals 1 instead. (It must survive the damage.)
return {
	triggers = {
		{
			on = "damaged",
			own = true,
			label = "dealt damage: steal 1 (Hard Simpson)",
			applies = function(ctx, event)
				return event.amount > 0 and ctx.this:zone() == "battleline" and not ctx.this:is_destroyed()
			end,
			resolve = function(ctx)
				if ctx:rule("tide") == "low" then
					-- The opponent steals: what leaves this player's pool goes to theirs.
					local before = ctx.controller:counter("amber")
					ctx:gain(ctx.controller, "amber", -math.min(1, before), "steal")
					local taken = before - ctx.controller:counter("amber")
					if taken > 0 then
						ctx:gain(ctx.opponent, "amber", taken)
					end
					return
				end
				ctx:steal(1)
			end,
		},
	},
}
