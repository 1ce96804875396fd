-- Crop Circles (GR 188): Play: A non-Mars creature captures 1 from its own side. You may purge
-- any number of cards from your archives; the same creature captures 1 more from its own side
-- for each one purged.
return {
	resolve = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if not ctx:rule("of_house", creature, "mars") then
				table.insert(others, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Which non-Mars creature captures?", objects = others })[1]
		if pick == nil then
			return
		end
		ctx:rule("capture_from_own_side", pick, 1)
		local archives = ctx:objects({ zone = "archives", controller = "you" })
		local purge = ctx:choose({
			prompt = "Purge which archived cards?",
			objects = archives,
			min = 0,
			max = #archives,
		})
		local purged = 0
		for _, card in ipairs(purge) do
			if ctx:banish(card) then
				purged = purged + 1
			end
		end
		if purged > 0 then
			ctx:rule("capture_from_own_side", pick, purged)
		end
	end,
}
