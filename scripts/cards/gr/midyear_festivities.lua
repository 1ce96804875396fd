-- Midyear Festivities (GR 064): Play: Choose 9 creatures (all of them, if fewer are in play).
-- The æmber on each goes to its controller's pool; then the chosen creatures are destroyed
-- together.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local n = math.min(9, #creatures)
		local chosen = ctx:choose({ prompt = "Choose 9 creatures", objects = creatures, min = n, max = n })
		for _, creature in ipairs(chosen) do
			local amber = creature:counter("amber")
			if amber > 0 then
				ctx:add_counter(creature, "amber", -amber)
				ctx:gain(creature:controller(), "amber", amber)
			end
		end
		ctx:destroy(chosen)
	end,
}
