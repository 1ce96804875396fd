-- Code Monkey (WC 147): Deploy (data). Play: Archive each creature beside it (into its
-- owner's archives). If those creatures share a house (two of them, of one house), gain 2
-- æmber.
return {
	resolve = function(ctx)
		local neighbors = ctx.this:neighbors()
		local share = false
		if #neighbors == 2 then
			for _, house in ipairs(ctx:rule("houses")) do
				if
					ctx:rule("of_house", neighbors[1], house) and ctx:rule("of_house", neighbors[2], house)
				then
					share = true
				end
			end
		end
		for _, creature in ipairs(neighbors) do
			ctx:move(creature, "archives")
		end
		if share then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
