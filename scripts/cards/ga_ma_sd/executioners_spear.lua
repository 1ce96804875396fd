-- Executioner's Spear: a Polearm weapon. [Jin Bonus] On Kill: put a durability counter on
-- it (its blow killed: the kill event names each object used in the attack).
return {
	triggers = {
		{
			on = "kill",
			own = true,
			label = "[Jin Bonus] On Kill: a durability counter on Executioner's Spear",
			applies = function(ctx, _event)
				return ctx:rule("lineage_bonus", "jin")
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "durability", 1)
			end,
		},
	},
}
