-- Unprepared (GR 274): Play: Choose a house; stun each creature of that house (its own
-- house: an upgrade's house does not count).
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("of_house", creature, house) then
				ctx:rule("stun", creature)
			end
		end
	end,
}
