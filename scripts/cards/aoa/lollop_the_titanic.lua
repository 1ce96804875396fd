-- Lollop the Titanic (AoA 014): It deals no damage when it is attacked (the rules' fight
-- reads the keyword); it deals its damage when it attacks.
return {
	statics = {
		{
			grant = "no_damage_when_attacked",
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
}
