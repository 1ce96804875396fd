-- Be Our Geist (GR 143): Play: Choose a creature in any haunted player's discard pile. Play
-- that creature as if it were in your hand (it becomes yours as it is played: KF-PLAY-BENEATH-1).
return {
	resolve = function(ctx)
		local creatures = {}
		for _, side in ipairs({ "you", "opponent" }) do
			local player = side == "you" and ctx.controller or ctx.opponent
			if ctx:rule("haunted", player) then
				for _, card in ipairs(ctx:objects({ zone = "discard", controller = side, type = "creature" })) do
					table.insert(creatures, card)
				end
			end
		end
		local prompt = "Play which creature from a haunted player's discard pile?"
		local pick = ctx:choose({ prompt = prompt, objects = creatures })[1]
		if pick ~= nil then
			ctx:play(pick)
		end
	end,
}
