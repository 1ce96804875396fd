-- Data Forge (WC 148): Play: You may forge a key at +10 æmber current cost, reduced by 1
-- for each card in your hand (counted as it resolves).
return {
	resolve = function(ctx)
		local you = ctx.controller
		local extra = 10 - you:count("hand")
		if not you:can_buy("key", extra) then
			return
		end
		local pick = ctx:choose({ prompt = "Forge a key?", options = { "forge", "don't forge" } })[1]
		if pick == "forge" then
			ctx:buy(you, "key", extra)
		end
	end,
}
