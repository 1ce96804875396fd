-- Mole (MM 287), upgrade: This creature gains "Your opponent may spend æmber on this creature
-- as if it were in their pool." The opponent of the creature's controller may spend the æmber
-- on it when forging keys, after their own pool (as Safe Place's, KF-FORGE-SOURCE-2).
return {
	statics = {
		{
			spend_from = "host",
			cost = "key",
			applies_to = function(ctx, player)
				local host = ctx.this:attached_to()
				return host ~= nil and player ~= host:controller()
			end,
		},
	},
}
