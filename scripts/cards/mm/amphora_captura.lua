-- Amphora Captura (MM 215), artifact: When you resolve a bonus icon, you may resolve it as
-- a capture icon instead. The cards its controller plays (or resolves the icons of, from
-- hand) carry "icons_as_capture", which the rules' bonus icons read (KF-ICON-8).
return {
	statics = {
		{
			grant = "icons_as_capture",
			reaches = { "stack", "hand" },
			applies_to = function(ctx, card)
				return card:controller() == ctx.controller
			end,
		},
	},
}
