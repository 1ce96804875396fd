-- Sentient Cloud (AS S19), creature: each friendly creature with the highest power (ties:
-- each of them) gains "After Fight: gain 2 æmber" (RULE-GIVEN-USE-1). Who has it is read
-- as the use begins resolving.
return {
	statics = {
		{
			gains = "fight",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_creature", obj) and ctx:rule("extreme_power", obj, "highest", "you")
			end,
		},
	},
	lasting_grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "amber", 2)
		end,
	},
}
