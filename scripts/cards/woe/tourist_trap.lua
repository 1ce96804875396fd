-- Tourist Trap (WoE 072): Play: Make a token creature. Action: Choose a friendly token
-- creature and an enemy creature. If you do (both exist), swap control of them.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
	action = function(ctx)
		local mine = ctx:rule("token_creatures", "you")
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #mine == 0 or #theirs == 0 then
			return
		end
		local token = ctx:choose({ prompt = "Which friendly token creature?", objects = mine })[1]
		local foe = ctx:choose({ prompt = "Which enemy creature?", objects = theirs })[1]
		ctx:rule("swap_control", token, foe)
	end,
}
