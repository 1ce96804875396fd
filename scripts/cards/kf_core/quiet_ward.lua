-- Quiet Ward: If damage would be dealt to a friendly creature, it is not dealt.
-- A replacement effect that replaces the change with nothing.
return {
	replacements = {
		{
			on = "damage",
			label = "no damage",
			applies = function(ctx, change)
				return change.target:controller() == ctx.controller
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
