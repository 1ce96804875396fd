-- Overclocked Shock Collar (GR 196), upgrade: This creature gains, "After Reap: Stun this
-- creature and each of its neighbors." Scrap: Remove the stun from each Mars creature.
return {
	grants = {
		reap = function(ctx)
			for _, creature in ipairs(ctx:rule("with_neighbors", ctx.this)) do
				ctx:rule("stun", creature)
			end
		end,
	},
	scrap = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("of_house", creature, "mars") and ctx:rule("stunned", creature) then
				ctx:rule("remove_stun", creature)
			end
		end
	end,
}
