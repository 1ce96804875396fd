-- Conscription (WoE 235): Play: If there are more enemy creatures than friendly creatures,
-- make a number of token creatures equal to the difference (counted once, before).
return {
	resolve = function(ctx)
		local difference = #ctx:objects({ zone = "battleline", controller = "opponent" })
			- #ctx:objects({ zone = "battleline", controller = "you" })
		for _ = 1, difference do
			ctx:rule("make_token")
		end
	end,
}
