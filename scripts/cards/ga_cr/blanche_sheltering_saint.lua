-- Blanche, Sheltering Saint: [Level 2+] Fast Activation. If another unit you control would
-- be dealt non-combat damage, prevent as much of it as the cards in your memory.
return {
	statics = {
		{
			grant = "fast",
			self_only = true,
			from = { "hand" },
			condition = function(ctx)
				return ctx:rule("level") >= 2
			end,
		},
	},
	replacements = {
		{
			on = "damage",
			label = "prevent as much non-combat damage as the cards in your memory",
			applies = function(ctx, change)
				local unit = change.target
				return not change.combat
					and unit.id ~= ctx.this.id
					and unit:controller() == ctx.controller
					and (unit:has_type("champion") or unit:has_type("ally"))
					and ctx.controller:count("memory") > 0
			end,
			instead = function(ctx, change)
				local left = change.amount - ctx.controller:count("memory")
				if left <= 0 then
					return {}
				end
				return { kind = "damage", target = change.target, amount = left, source = change.source }
			end,
		},
	},
}
