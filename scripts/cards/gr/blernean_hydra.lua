-- Blernean Hydra (GR 372): While it is damaged, it has splash-attack X, X being the damage on
-- it (the stat `splash_attack`, read as it attacks).
return {
	statics = {
		{
			stat = "splash_attack",
			self_only = true,
			increase = function(ctx)
				return ctx.this:damage()
			end,
		},
	},
}
