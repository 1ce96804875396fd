-- Banish (AoA 054): Play: Put an enemy creature into its owner's archives.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local creature = ctx:choose({ prompt = "Archive which enemy creature?", objects = enemies })[1]
		if creature ~= nil then
			ctx:move(creature, "archives")
		end
	end,
}
