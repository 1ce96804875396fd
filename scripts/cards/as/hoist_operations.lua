-- Hoist Operations (AS 119): Play: Put a creature into its owner's archives.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local prompt = "Put which creature into its owner's archives?"
		local pick = ctx:choose({ prompt = prompt, objects = creatures })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
	end,
}
