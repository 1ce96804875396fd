-- Grasping Vines (CotA 324): Play: Return up to 3 artifacts to their owners' hands.
return {
	resolve = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts" })
		local chosen = ctx:choose({
			prompt = "Return which artifacts (up to 3)?",
			objects = artifacts,
			min = 0,
			max = math.min(3, #artifacts),
		})
		for _, artifact in ipairs(chosen) do
			ctx:move(artifact, "hand")
		end
	end,
}
