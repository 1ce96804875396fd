-- Safe Port (AS 296), action: Play: If your yellow key is forged, a friendly creature
-- captures 2 æmber. If your opponent's yellow key is forged, steal 1 æmber.
return {
	resolve = function(ctx)
		if ctx:rule("key_forged", ctx.controller, "yellow") then
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			local pick = ctx:choose({ prompt = "Which creature captures 2 æmber?", objects = mine })[1]
			if pick ~= nil then
				ctx:capture(pick, 2)
			end
		end
		if ctx:rule("key_forged", ctx.opponent, "yellow") then
			ctx:steal(1)
		end
	end,
}
