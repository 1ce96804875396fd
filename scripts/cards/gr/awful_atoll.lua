-- Awful Atoll (GR 275): While a player is haunted, their creatures get -2 power. If there are
-- no creatures in play, destroy Awful Atoll.
return {
	statics = {
		{
			stat = "power",
			reduce = 2,
			applies_to = function(ctx, creature)
				return creature:zone() == "battleline" and ctx:rule("haunted", creature:controller())
			end,
		},
	},
	destroy_if = function(ctx)
		return ctx:count({ zone = "battleline", controller = "any" }) == 0
	end,
}
