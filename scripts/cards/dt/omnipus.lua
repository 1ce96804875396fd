-- Omnipus (DT 316): Omnipus cannot fight. Play: Discard the top 8 cards of your deck. Play
-- each Tentaclid from your discard pile, one at a time (its player picks the next; each is
-- a play: the rule of six and the like still apply, and one that can't be played stays).
-- Reap: Gain 1 æmber for each friendly Tentaclid.
local function tentaclids(ctx, zone)
	return ctx:objects({ zone = zone, controller = "you", card = "tentaclid" })
end

return {
	can_use = function(_ctx, use)
		if use == "fight" then
			return false, "Omnipus cannot fight"
		end
		return true
	end,
	resolve = function(ctx)
		for _, card in ipairs(ctx:top(8)) do
			ctx:discard(card)
		end
		local tried = {}
		while true do
			local left = {}
			for _, card in ipairs(tentaclids(ctx, "discard")) do
				if not tried[card.id] then
					table.insert(left, card)
				end
			end
			local next_one = ctx:choose({ prompt = "Play which Tentaclid next?", objects = left })[1]
			if next_one == nil then
				return
			end
			tried[next_one.id] = true
			ctx:play(next_one)
		end
	end,
	reap = function(ctx)
		local n = #tentaclids(ctx, "battleline")
		if n > 0 then
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
}
