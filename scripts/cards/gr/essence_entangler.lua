-- Essence Entangler (GR 259), upgrade: This creature gets -X power, X the æmber on it. Scrap:
-- Move 1 æmber from a creature to another creature.
return {
	statics = {
		{
			stat = "power",
			reduce = function(ctx)
				local host = ctx.this:attached_to()
				return host ~= nil and host:counter("amber") or 0
			end,
			applies_to = function(ctx, creature)
				return creature == ctx.this:attached_to()
			end,
		},
	},
	scrap = function(ctx)
		ctx:rule("move_one_amber", ctx:objects({ zone = "battleline", controller = "any" }))
	end,
}
