-- Blade of Creation: an attack card with Cleave (the rules script makes the champion
-- attack every unit of the opponent with it). Class Bonus: it costs 1 less to activate
-- for each token object you control.
return {
	statics = {
		{
			reduce = function(ctx)
				return #ctx:objects({ zone = "field", type = "token", controller = "you" })
			end,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
}
