-- Heavy Subsidies (WoE 182), artifact: keys cost +6 æmber (every player's). Each creature,
-- both sides', gains "After Reap: gain 1 æmber" (RULE-GIVEN-USE-1).
return {
	statics = {
		{ cost = "key", increase = 6 },
		{
			gains = "reap",
			applies_to = function(_ctx, obj)
				return obj:has_type("creature")
			end,
		},
	},
	lasting_grants = {
		reap = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
