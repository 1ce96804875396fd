-- EDAI "Edie" 4x4 (WC 132): Play: Archive a card (from your hand). Your opponent's keys
-- cost +1 æmber for each card in your archives.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:move(ctx:choose({ prompt = "Archive which card?", objects = hand })[1], "archives")
	end,
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.controller:count("archives")
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
