-- Pestergrove (DT 387), artifact: Each creature enters play enraged: every creature, either
-- player's, has the rules' keyword `enters_enraged` while it is played (on the stack), in
-- play, and in the zones a creature is put into play from (KF-ENTERS-ENRAGED-1).
return {
	statics = {
		{
			grant = "enters_enraged",
			reaches = { "stack", "hand", "deck", "discard", "archives" },
			applies_to = function(_ctx, obj)
				return obj:has_type("creature")
			end,
		},
	},
}
