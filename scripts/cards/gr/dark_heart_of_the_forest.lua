-- Dark Heart of the Forest (GR 335): Each haunted player skips their "forge a key" step
-- (haunted as that step comes).
return {
	statics = {
		{
			skip = "forge",
			applies_to = function(ctx, player)
				return ctx:rule("haunted", player)
			end,
		},
	},
}
