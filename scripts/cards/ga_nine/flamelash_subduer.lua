-- Flamelash Subduer: your champion gets +1 level as long as you control an Animal or Beast
-- ally. [Class Bonus] REST: deal 2 damage to target ally you control; it gets +2 POWER
-- until end of turn.
return {
	statics = {
		{
			stat = "level",
			increase = 1,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
			condition = function(ctx)
				return ctx:count({ type = "ally", any_subtype = { "animal", "beast" }, controller = "you" })
					> 0
			end,
		},
	},
	activated = {
		lash = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "only with the class bonus (a tamer champion)"
			end,
			targets = function()
				return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
			end,
			resolve = function(ctx)
				local ally = ctx:target(1)
				if ally == nil then
					return
				end
				ctx:deal_damage(ally, 2)
				ctx:lasting({
					target = ally,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 2 },
				})
			end,
		},
	},
}
