-- Sword of Seeking: a weapon. Class Bonus: True Sight (the rules script lets an attack
-- with a true sight weapon target units with stealth).
return {
	statics = {
		{
			grant = "true_sight",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
}
