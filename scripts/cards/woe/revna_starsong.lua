-- Revna Starsong (WoE 018), creature: each friendly Berserker loses all its After Fight
-- abilities, its own and those given it (RULE-GIVEN-USE-2): the token's "After Fight:
-- destroy Berserker" no longer resolves.
return {
	statics = {
		{
			lose = "fight",
			applies_to = function(ctx, obj)
				return obj:name() == "Berserker" and obj:controller() == ctx.controller
			end,
		},
	},
}
