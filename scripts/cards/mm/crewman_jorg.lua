-- Crewman Jörg (MM 305): Action: If Crewman Jörg has no Star Alliance neighbors, steal 1
-- æmber.
return {
	action = function(ctx)
		for _, n in ipairs(ctx.this:neighbors()) do
			if ctx:rule("of_house", n, "staralliance") then
				return
			end
		end
		ctx:steal(1)
	end,
}
