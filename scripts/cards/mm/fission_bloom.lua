-- Fission Bloom (MM 087), artifact: Action: The next time you play a card this turn, each
-- of its bonus icons resolves one more time. A grant claimed by the next card played,
-- read by the rules' bonus icons (KF-ICON-10).
return {
	action = function(ctx)
		ctx:lasting({
			target = { zone = "stack", controller = "you" },
			duration = "turn",
			once = true,
			effect = { grant = "icons_again" },
		})
	end,
}
