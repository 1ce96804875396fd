-- Camouflage (AoA 337), upgrade: Creatures not on a flank cannot fight this creature (the
-- rules' fight reads the keyword it gives).
return {
	statics = {
		{
			grant = "flank_attackers_only",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
