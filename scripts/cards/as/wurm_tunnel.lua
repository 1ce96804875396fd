-- Wurm Tunnel (AS 211): Enhance (deck building only). Play: Move 1 æmber from a creature
-- (either side, one with æmber on it) to the common supply. If you do, draw 2 cards.
return {
	resolve = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		local prompt = "Move 1 æmber from which creature to the common supply?"
		local pick = ctx:choose({ prompt = prompt, objects = holding })[1]
		if pick ~= nil then
			ctx:add_counter(pick, "amber", -1)
			ctx:draw(2)
		end
	end,
}
