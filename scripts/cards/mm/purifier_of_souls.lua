-- Purifier of Souls (MM 174): Destroyed effects cannot trigger (no creature's or artifact's,
-- on either side, Purifier's own included, while it is in play).
return {
	statics = {
		{
			forbid = "destroyed_abilities",
			applies_to = function()
				return true
			end,
		},
	},
}
