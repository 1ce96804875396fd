-- Niche Market (AS 106), artifact: each creature, either side, with the lowest power in play
-- (ties: each of them) gains "Action: steal 1 æmber" (RULE-GIVEN-USE-1): its user steals.
return {
	statics = {
		{
			gains = "action",
			applies_to = function(ctx, obj)
				return ctx:rule("extreme_power", obj, "lowest")
			end,
		},
	},
	lasting_grants = {
		action = function(ctx)
			ctx:steal(1)
		end,
	},
}
