-- Beanstalk (GR 002): Friendly Giant creatures enter play ready (the rules' "enters_ready",
-- given while they are being played). Action: Search your deck and discard pile for a Giant
-- creature, reveal it, and put it into your hand (the deck is shuffled once searched).
return {
	statics = {
		{
			grant = "enters_ready",
			reaches = { "stack" },
			applies_to = function(ctx, card)
				return card:controller() == ctx.controller
					and card:has_type("creature")
					and card:has_subtype("giant")
			end,
		},
	},
	action = function(ctx)
		local giants = ctx:look({ zone = "deck", controller = "you", type = "creature", subtype = "giant" })
		for _, card in
			ipairs(
				ctx:objects({ zone = "discard", controller = "you", type = "creature", subtype = "giant" })
			)
		do
			table.insert(giants, card)
		end
		local pick =
			ctx:choose({ prompt = "Take which Giant creature?", objects = giants, min = 0, max = 1 })[1]
		if pick ~= nil then
			ctx:reveal({ pick })
			ctx:move(pick, "hand")
		end
		ctx:shuffle("deck")
	end,
}
