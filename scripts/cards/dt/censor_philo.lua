-- Censor Philo (DT 170): Censor Philo cannot be dealt damage by creatures with æmber on
-- them.
return {
	replacements = {
		{
			on = "damage",
			label = "no damage from a creature holding æmber (Censor Philo)",
			applies = function(ctx, change)
				local source = change.source
				return change.target == ctx.this
					and source ~= nil
					and source:is_valid()
					and source:has_type("creature")
					and source:counter("amber") > 0
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
