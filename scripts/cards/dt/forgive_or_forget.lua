-- Forgive or Forget (DT 040): Play: Choose one: archive 2 cards of different types from
-- your discard pile (as many as there are); or purge up to 2 cards from each discard pile.
local TYPES = { "action", "artifact", "creature", "upgrade" }

-- A KeyForge card has one card type.
local function type_of(card)
	for _, t in ipairs(TYPES) do
		if card:has_type(t) then
			return t
		end
	end
	return nil
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
			local kind = type_of(first)
			ctx:move(first, "archives")
			local others = {}
			for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
				if type_of(card) ~= kind then
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
