-- Phalanx Leader (WoE 265): Play: Make a token creature immediately to its left. Fight/Reap:
-- Each creature to its left gets +2 power for the rest of the turn.
local function rally(ctx)
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if creature:is_left_of(ctx.this) then
			ctx:lasting({ target = creature, duration = "turn", effect = { stat = "power", increase = 2 } })
		end
	end
end

return {
	resolve = function(ctx)
		local token = ctx:rule("make_token")
		if token == nil or not ctx.this:is_valid() or ctx.this:zone() ~= "battleline" then
			return
		end
		-- Its place in the line without the token: the token goes there, the leader one on.
		local place = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature ~= token then
				place = place + 1
				if creature == ctx.this then
					ctx:reposition(token, place)
					return
				end
			end
		end
	end,
	fight = rally,
	reap = rally,
}
