-- Jahneerie (AS 136), creature: its Enhance icons are printed on other cards. Each friendly
-- creature with æmber on it gains "After Reap: move 1 æmber from this creature to your
-- pool" (RULE-GIVEN-USE-1).
return {
	statics = {
		{
			gains = "reap",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_creature", obj) and obj:counter("amber") > 0
			end,
		},
	},
	lasting_grants = {
		reap = function(ctx)
			ctx:rule("amber_to_pool", ctx.this, 1)
		end,
	},
}
