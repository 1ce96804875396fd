-- Lancet (AS S13), creature: each friendly creature, Lancet too, gains "After Fight: capture
-- 1 æmber" (RULE-GIVEN-USE-1): the creature that fought captures it.
return {
	statics = {
		{
			gains = "fight",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_creature", obj)
			end,
		},
	},
	lasting_grants = {
		fight = function(ctx)
			ctx:capture(ctx.this, 1)
		end,
	},
}
