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
		local place = 1
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature.id ~= token.id and creature:is_left_of(ctx.this) then
				place = place + 1
			end
		end
		ctx:reposition(token, place)
	end,
	fight = rally,
	reap = rally,
}
