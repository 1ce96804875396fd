-- Mimic Gel (WC 170): it cannot be played unless there is another creature in play. It
-- enters play as a copy of another creature in play, except it belongs to house Logos.
-- The creature is chosen as it is played (its target); from then it is that card — name,
-- power, armor, traits, keywords, æmber bonus and abilities, its Play: included — and,
-- with the data's `enters_as_copy`, stays so in play until it leaves play
-- (RULE-COPY-ENTERS-1). Its house stays its own printed one, Logos. Put into play by an
-- effect rather than played, it is not a copy: not yet.
return {
	statics = {
		{
			forbid = "activate",
			from = { "hand" },
			condition = function(ctx)
				return #ctx:objects({ zone = "battleline", controller = "any" }) == 0
			end,
			applies_to = function(ctx, card)
				return card == ctx.this
			end,
		},
	},
	targets = function(_ctx)
		return {
			{
				label = "creature to copy",
				zone = "battleline",
				controller = "any",
				type = "creature",
				count = 1,
			},
		}
	end,
	play_as = function(ctx)
		return ctx:target(1)
	end,
}
