-- Bigtwig (CotA 346): Bigtwig can only fight stunned creatures. Reap: Stun and exhaust a
-- creature. `can_fight` is read by the rules script wherever it finds what Bigtwig may
-- fight: with no stunned enemy creature, fighting is not a use at all.
return {
	can_fight = function(ctx, creature)
		return ctx:rule("stunned", creature)
	end,
	reap = function(ctx)
		local creature = ctx:choose({
			prompt = "Stun and exhaust which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		ctx:rule("stun", creature)
		ctx:exhaust(creature)
	end,
}
