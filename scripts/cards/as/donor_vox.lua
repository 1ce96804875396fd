-- Donor Vox (AS 248): Enhance (deck building only). Scrap: Give a friendly Mars creature
-- two +1 power counters.
return {
	scrap = function(ctx)
		local mars = ctx:rule("creatures_of_house", "mars", "you")
		local prompt = "Which friendly Mars creature gets two +1 power counters?"
		local pick = ctx:choose({ prompt = prompt, objects = mars })[1]
		if pick ~= nil then
			ctx:add_counter(pick, "power", 2)
		end
	end,
}
