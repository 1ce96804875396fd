-- The Chosen One (DT 332): Instead of readying creatures they control during their "ready
-- cards" step, your opponent deals 1 damage to The Chosen One for each exhausted creature
-- they control: each readying of an exhausted creature of theirs in that step becomes 1
-- damage to The Chosen One (their artifacts still ready; once it has left play, the rest
-- ready as usual).
return {
	replacements = {
		{
			on = "wake",
			label = "1 damage to The Chosen One instead of readying the creature",
			applies = function(ctx, change)
				local creature = change.target
				return creature ~= nil
					and creature:has_type("creature")
					and creature:controller() == ctx.opponent
					and ctx.opponent:in_phase("ready")
			end,
			instead = function(ctx, _change)
				return { kind = "damage", target = ctx.this, amount = 1 }
			end,
		},
	},
}
