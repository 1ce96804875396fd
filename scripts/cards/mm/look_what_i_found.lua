-- Look What I Found! (MM 402): Omega (the rules'). Play: Return 1 card of each type
-- (action, artifact, creature, upgrade) from your discard pile to your hand: one question
-- per type that has a card there, in that order.
local TYPES = { "action", "artifact", "creature", "upgrade" }

return {
	resolve = function(ctx)
		for _, kind in ipairs(TYPES) do
			local cards = ctx:objects({ zone = "discard", controller = "you", type = kind })
			local pick =
				ctx:choose({ prompt = "Return which " .. kind .. " card to your hand?", objects = cards })[1]
			if pick ~= nil then
				ctx:move(pick, "hand")
			end
		end
	end,
}
