-- Kyypax Encapsulator (AS 238): Elusive (data). After Reap: Put an enemy creature into its
-- owner's archives.
return {
	reap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local prompt = "Put which enemy creature into its owner's archives?"
		local pick = ctx:choose({ prompt = prompt, objects = enemies })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
	end,
}
