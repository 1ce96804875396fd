-- Rustmiser (DT 327): Reap: Exhaust each enemy artifact.
return {
	reap = function(ctx)
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "opponent" })) do
			ctx:exhaust(artifact)
		end
	end,
}
