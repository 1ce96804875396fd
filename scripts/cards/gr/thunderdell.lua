-- Thunderdell (GR 052): While you are haunted, Thunderdell gains splash-attack 5 (the stat
-- the rules' fight reads).
return {
	statics = {
		{
			stat = "splash_attack",
			increase = 5,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
	},
}
