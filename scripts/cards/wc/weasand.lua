-- Weasand (WC 285): Deploy. Elusive (data). If Weasand is on a flank, destroy it (a
-- state-based check: again after a ward or Armageddon Cloak kept it). After a player (either)
-- forges a key, gain 2 æmber.
return {
	destroy_if = function(ctx)
		return #ctx.this:neighbors() < 2
	end,
	triggers = {
		{
			on = "gained",
			label = "a key was forged: gain 2 æmber (Weasand)",
			applies = function(_ctx, event)
				return event.counter == "keys" and (event.amount or 0) > 0
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 2)
			end,
		},
	},
}
