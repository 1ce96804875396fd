-- Wild Bounty (MM 392), action: Play: The next time you play a card this turn, resolve each
-- of its bonus icons an additional time. A grant claimed by the next card played, read by
-- the rules' bonus icons (KF-ICON-10, as Fission Bloom's).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "stack", controller = "you" },
			duration = "turn",
			once = true,
			effect = { grant = "icons_again" },
		})
	end,
}
