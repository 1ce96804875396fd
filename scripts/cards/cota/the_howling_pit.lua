-- The Howling Pit (CotA 135): During their "draw cards" step, each player refills their
-- hand to 1 additional card.
return {
	statics = {
		{ value = "hand_size", increase = 1 },
	},
}
