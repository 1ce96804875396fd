-- Away Team (MM 320): Destroyed: Put each upgrade on Away Team into its owner's archives.
-- Read as its Destroyed: ability resolves, while it is still in play with its upgrades.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive its upgrades",
			resolve = function(ctx)
				for _, upgrade in ipairs(ctx.this:attachments()) do
					ctx:move(upgrade, "archives", { player = upgrade:owner() })
				end
			end,
		},
	},
}
