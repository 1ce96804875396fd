-- Fission Bloom (MM 087), artifact: Action: The next time you play a card this turn, each
-- of its bonus icons resolves one more time. A grant claimed by the next card played,
-- read by the rules' bonus icons (the rules term next_play_icons_again, KF-ICON-10).
return {
	action = function(ctx)
		ctx:rule("next_play_icons_again")
	end,
}
