-- Forgive or Forget (DT 040): Play: Choose one: archive 2 cards of different types from
-- your discard pile (as many as there are); or purge up to 2 cards from each discard pile.
local TYPES = { "action", "artifact", "creature", "upgrade" }

local function shares_type(types, card)
	for _, t in ipairs(types) do
		if card:has_type(t) then
			return true
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Forgive or Forget: choose one",
			options = { "archive 2 of different types", "purge up to 2 from each discard pile" },
		})[1]
		if picked == "archive 2 of different types" then
			local pile = ctx:objects({ zone = "discard", controller = "you" })
			local first = ctx:choose({ prompt = "Archive which card?", objects = pile })[1]
			if first == nil then
				return
			end
			local types = {}
			for _, t in ipairs(TYPES) do
				if first:has_type(t) then
					table.insert(types, t)
				end
			end
			ctx:move(first, "archives")
			local others = {}
			for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
				if not shares_type(types, card) then
					table.insert(others, card)
				end
			end
			local second = ctx:choose({ prompt = "Archive which card of another type?", objects = others })[1]
			if second ~= nil then
				ctx:move(second, "archives")
			end
			return
		end
		for _, side in ipairs({ "you", "opponent" }) do
			local pile = ctx:objects({ zone = "discard", controller = side })
			local chosen = ctx:choose({ prompt = "Purge up to 2 of these", objects = pile, min = 0, max = 2 })
			for _, card in ipairs(chosen) do
				ctx:banish(card)
			end
		end
	end,
}
