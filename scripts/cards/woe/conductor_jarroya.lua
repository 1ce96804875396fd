-- Conductor Jărroyă (WoE 060): Reap: Ready each friendly Buggy artifact.
return {
	reap = function(ctx)
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "you", subtype = "buggy" })) do
			ctx:ready(artifact)
		end
	end,
}
