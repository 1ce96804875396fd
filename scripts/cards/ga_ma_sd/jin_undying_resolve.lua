-- Jin, Undying Resolve (level 3, Jin lineage): as long as it isn't its player's end phase,
-- Jin has immortality (the rules script's keyword: it can't die or be destroyed).
return {
	statics = {
		{
			grant = "immortality",
			self_only = true,
			condition = function(ctx)
				return not ctx.controller:in_phase("end")
			end,
		},
	},
}
