-- Eternal Magistrate: Imbue 2 (the rules script decides it). As long as it is imbued,
-- cards can't leave your opponents' material decks unless it's their materialize phase:
-- a replacement effect that makes such a move nothing. The first turn's level 0 champion
-- is a special game action, which no replacement effect meets (CR, Special Game Actions).
return {
	replacements = {
		{
			on = "move",
			label = "cards stay in an opponent's material deck outside their materialize phase",
			applies = function(ctx, change)
				local card = change.target
				return ctx.this:has_status("imbued")
					and card:zone() == "material_deck"
					and card:owner() ~= ctx.controller
					and not card:owner():in_phase("materialize")
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
