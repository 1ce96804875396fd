-- Tribute (WC 196): Play: The most powerful friendly creature (the player picks among those
-- tied) captures 2 æmber. You may exalt that creature to repeat the preceding effect (once).
local function most_powerful_captures(ctx)
	local best = ctx:rule("most_powerful", ctx:objects({ zone = "battleline", controller = "you" }))
	local pick =
		ctx:choose({ prompt = "Which most powerful friendly creature captures 2?", objects = best })[1]
	if pick ~= nil then
		ctx:capture(pick, 2)
	end
	return pick
end

return {
	resolve = function(ctx)
		local first = most_powerful_captures(ctx)
		if first == nil then
			return
		end
		local again = ctx:choose({ prompt = "Exalt it to repeat?", options = { "exalt", "don't" } })[1]
		if again == "exalt" then
			ctx:rule("exalt", first)
			most_powerful_captures(ctx)
		end
	end,
}
