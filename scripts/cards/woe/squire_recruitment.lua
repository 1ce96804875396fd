-- Squire Recruitment (WoE 208): Play: Make a token creature for each friendly Knight
-- creature (counted before the first is made).
return {
	resolve = function(ctx)
		local knights = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:has_subtype("knight") then
				knights += 1
			end
		end
		for _ = 1, knights do
			ctx:rule("make_token")
		end
	end,
}
