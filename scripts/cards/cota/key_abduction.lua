-- Key Abduction (CotA 166): Play: Return each Mars creature to its owner's hand. Then you
-- may forge a key at +9 æmber current cost, reduced by 1 æmber for each card in your hand
-- (counted after the creatures came back).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", attributes = { house = "mars" } })) do
			ctx:move(creature, "hand")
		end
		local you = ctx.controller
		local extra = 9 - you:count("hand")
		if you:counter("amber") < you:cost("key", extra) then
			return
		end
		local pick = ctx:choose({
			prompt = "Forge a key at its current cost plus " .. extra .. "?",
			options = { "forge", "don't forge" },
		})[1]
		if pick == "forge" then
			ctx:buy(you, "key", extra)
		end
	end,
}
