-- Mind Over Matter (MM 107): Play: Put each creature into its owner's archives.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:move(creature, "archives")
		end
	end,
}
