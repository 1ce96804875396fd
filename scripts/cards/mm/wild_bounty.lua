-- Wild Bounty (MM 392), action: Play: The next time you play a card this turn, resolve each
-- of its bonus icons an additional time (the rules term, as Fission Bloom's, KF-ICON-10).
return {
	resolve = function(ctx)
		ctx:rule("next_play_icons_again")
	end,
}
