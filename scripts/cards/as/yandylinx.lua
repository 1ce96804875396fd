-- Yandylinx (AS 256): After Reap: Discard a card (from your hand). If you do, your opponent
-- loses 1 æmber. Scrap: Each friendly Mars creature captures 1 æmber.
return {
	reap = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Discard which card?", objects = hand })[1]
		if pick ~= nil and ctx:discard(pick) then
			ctx:gain(ctx.opponent, "amber", -1)
		end
	end,
	scrap = function(ctx)
		for _, creature in ipairs(ctx:rule("creatures_of_house", "mars", "you")) do
			ctx:capture(creature, 1)
		end
	end,
}
