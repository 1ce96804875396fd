-- Chronophage (DT 017): Your opponent's creatures and artifacts gain omega (after they play
-- that card, the step ends: the rules read omega on the card as it is played, once it is
-- in play, before its own Play: ability — so even a Play: that destroys Chronophage ends
-- the step).
return {
	statics = {
		{
			grant = "omega",
			applies_to = function(ctx, obj)
				return obj:controller() == ctx.opponent
					and (obj:has_type("creature") or obj:has_type("artifact"))
			end,
		},
	},
}
