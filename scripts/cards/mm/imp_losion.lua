-- Imp-losion (MM 008): Play: Destroy a friendly creature and an enemy creature (chosen,
-- then destroyed together).
return {
	resolve = function(ctx)
		local doomed = {}
		for _, side in ipairs({ "you", "opponent" }) do
			local pick = ctx:choose({
				prompt = side == "you" and "Destroy which friendly creature?"
					or "Destroy which enemy creature?",
				objects = ctx:objects({ zone = "battleline", controller = side }),
			})[1]
			if pick ~= nil then
				table.insert(doomed, pick)
			end
		end
		ctx:destroy(doomed)
	end,
}
