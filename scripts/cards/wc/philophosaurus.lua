-- Philophosaurus (WC 207): Reap: You may look at the top 3 cards of your deck. Archive 1,
-- add 1 to your hand, and discard 1 (with fewer cards, in that order as far as they go).
return {
	reap = function(ctx)
		local look =
			ctx:choose({ prompt = "Look at the top 3 cards of your deck?", options = { "look", "no" } })[1]
		if look ~= "look" then
			return
		end
		local cards = ctx:top(3)
		local function take(prompt)
			local pick = ctx:choose({ prompt = prompt, objects = cards })[1]
			for i, card in ipairs(cards) do
				if card == pick then
					table.remove(cards, i)
					break
				end
			end
			return pick
		end
		local archived = take("Archive which card?")
		if archived ~= nil then
			ctx:move(archived, "archives")
		end
		local kept = take("Add which card to your hand?")
		if kept ~= nil then
			ctx:move(kept, "hand")
		end
		local dropped = take("Discard which card?")
		if dropped ~= nil then
			ctx:discard(dropped)
		end
	end,
}
