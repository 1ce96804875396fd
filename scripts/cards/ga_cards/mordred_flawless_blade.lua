-- Mordred, Flawless Blade: the attack cards in your graveyard have floating memory (the
-- ruleset's payment keyword: banish one from your graveyard to pay 1 of a memory cost).
return {
	statics = {
		{
			grant = "floating_memory",
			reaches = { "graveyard" },
			applies_to = function(ctx, obj)
				return obj:has_type("attack") and obj:zone() == "graveyard" and obj:owner() == ctx.controller
			end,
		},
	},
}
