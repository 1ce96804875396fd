-- Grat Tattuu (AS 007): Enhance (deck building only). Each other friendly Brobnar creature
-- gets +2 power.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj ~= ctx.this
					and obj:controller() == ctx.controller
					and obj:has_type("creature")
					and ctx:rule("of_house", obj, "brobnar")
			end,
		},
	},
}
