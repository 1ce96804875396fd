-- Kymoor Eclipse (WC 243): Play: Shuffle each flank creature (both battlelines) into its
-- owner's deck.
return {
	resolve = function(ctx)
		local owners = {}
		for _, creature in ipairs(ctx:rule("flank_creatures", "any")) do
			local owner = creature:owner()
			if ctx:move(creature, "deck") then
				owners[owner.index] = owner
			end
		end
		for _, owner in pairs(owners) do
			ctx:shuffle("deck", owner)
		end
	end,
}
