-- Purse-a-phone (GR 163): Keys cost -2 (every player's). Destroyed: If Shadys is in your
-- discard pile, return it to your hand (one Shadys, the player's pick; not optional).
return {
	statics = {
		{ cost = "key", reduce = 2 },
	},
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: return Shadys from your discard pile to your hand (Purse-a-phone)",
			resolve = function(ctx)
				local shadys = ctx:objects({ zone = "discard", controller = "you", card = "shadys" })
				local pick = ctx:choose({ prompt = "Return which Shadys to your hand?", objects = shadys })[1]
				ctx:move(pick, "hand")
			end,
		},
	},
}
