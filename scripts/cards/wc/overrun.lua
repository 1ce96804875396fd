-- Overrun (WC 025): Play: If 3 or more enemy creatures have been destroyed this turn, your
-- opponent loses 2 æmber. (Their creatures destroyed this turn: the turn's record by the
-- controller each had as it was destroyed.)
return {
	resolve = function(ctx)
		local destroyed = 0
		for _, act in ipairs(ctx.opponent:this_turn("destroyed")) do
			if table.find(act.types or {}, "creature") then
				destroyed = destroyed + 1
			end
		end
		if destroyed >= 3 then
			ctx:gain(ctx.opponent, "amber", -2)
		end
	end,
}
