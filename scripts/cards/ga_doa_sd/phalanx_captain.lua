-- Phalanx Captain: Class Bonus: this card costs 1 less to activate for each Human ally you
-- control. Other Human allies you control get +1 power as long as they're attacking.
return {
	statics = {
		{
			reduce = function(ctx)
				return ctx:count({ type = "ally", subtype = "human", controller = "you" })
			end,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
		{
			stat = "power",
			increase = 1,
			applies_to = function(ctx, object)
				local combat = ctx:combat()
				return object.id ~= ctx.this.id
					and object:has_type("ally")
					and object:has_subtype("human")
					and object:controller() == ctx.controller
					and combat ~= nil
					and combat.attacker ~= nil
					and combat.attacker.id == object.id
			end,
		},
	},
}
