-- Halcyon Animus: Materialize a regalia card from your material deck or banishment. (You
-- still pay for its costs.) From banishment too: the effect names where the card comes
-- from (ctx:materialize ignores the ruleset's materialize zones).
return {
	resolve = function(ctx)
		local cards = {}
		for _, zone in ipairs({ "material_deck", "banishment" }) do
			for _, card in ipairs(ctx:look({ zone = zone, controller = "you", type = "regalia" })) do
				table.insert(cards, card)
			end
		end
		local card = ctx:choose({
			prompt = "a regalia card to materialize from your material deck or banishment",
			objects = cards,
			min = 1,
			max = 1,
		})[1]
		if card ~= nil then
			ctx:materialize(card)
		end
	end,
}
