-- Wurm Tunnel (AS 211): Enhance (deck building only). Play: Move 1 æmber from a creature
-- (either side, one with æmber on it) to the common supply. If you do, draw 2 cards.
return {
	resolve = function(ctx)
		local prompt = "Move 1 æmber from which creature to the common supply?"
		local pick = ctx:choose({ prompt = prompt, objects = ctx:rule("holding_amber", "any") })[1]
		if pick ~= nil then
			ctx:add_counter(pick, "amber", -1)
			ctx:draw(2)
		end
	end,
}
