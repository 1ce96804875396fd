-- Little Rapscal (AoA 025): Elusive. Creatures must fight when used, if able (each
-- creature in play, both sides, gets the rules' must_fight: a use other than a fight is
-- refused while it could fight).
return {
	statics = {
		{
			grant = "must_fight",
			applies_to = function(_ctx, obj)
				return obj:has_type("creature")
			end,
		},
	},
}
