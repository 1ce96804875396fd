-- D.B. Gobber (AS 032): After Reap: Your opponent loses 1 æmber. Scrap: Each player with 7
-- or more æmber loses 2.
return {
	reap = function(ctx)
		ctx:gain(ctx.opponent, "amber", -1)
	end,
	scrap = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			if player:counter("amber") >= 7 then
				ctx:gain(player, "amber", -2)
			end
		end
	end,
}
