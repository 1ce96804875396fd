-- Trained Sharpshooter: [Class Bonus] Ranged 2 (the stat `ranged`, which the rules add to
-- its attacks while it is distant).
return {
	statics = {
		{
			stat = "ranged",
			increase = 2,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
}
