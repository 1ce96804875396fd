-- Lieutenant Valmart (DT 296): Play/Fight/Reap: If the tide is high, keys cost +3 æmber
-- during your opponent's next turn (every player's keys, only during that turn).
local function raise_keys(ctx)
	if ctx:rule("tide") ~= "high" then
		return
	end
	for _, player in ipairs({ ctx.controller, ctx.opponent }) do
		ctx:lasting({
			target = player,
			duration = "during_opponent_next_turn",
			effect = { cost = "key", increase = 3 },
		})
	end
end

return {
	resolve = raise_keys,
	fight = raise_keys,
	reap = raise_keys,
}
