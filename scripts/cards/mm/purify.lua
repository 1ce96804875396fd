-- Purify (MM 153): Play: Purge a Mutant creature. If you do, discard cards from the top of
-- its controller's deck until you discard a non-Mutant creature or run out of cards. If you
-- discard a non-Mutant creature this way, put it into play under its owner's control (a
-- lone half of a gigantic creature stops the discarding but cannot enter play).
return {
	resolve = function(ctx)
		local mutants = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:has_subtype("mutant") then
				table.insert(mutants, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Purge which Mutant creature?", objects = mutants })[1]
		if pick == nil then
			return
		end
		local whose = pick:controller()
		if not ctx:banish(pick) then
			return
		end
		while true do
			local top = ctx:top(1, whose)[1]
			if top == nil then
				return
			end
			local found = top:has_type("creature") and not top:has_subtype("mutant")
			local discarded = ctx:discard({ top })[1]
			if found then
				if discarded ~= nil and discarded:attribute("gigantic") == nil then
					ctx:rule("put_into_play", discarded)
				end
				return
			end
		end
	end,
}
