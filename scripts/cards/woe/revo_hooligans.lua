-- Revo Hooligans (WoE 131): After Reap: put a paint counter on an artifact; while that
-- artifact has a paint counter, it belongs to house Mars instead of its own. The
-- condition reads the effect's own artifact (RULE-WHILE-TARGET-1).
return {
	reap = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
		local picked =
			ctx:choose({ prompt = "Put a paint counter on which artifact?", objects = artifacts })[1]
		if picked == nil or not ctx:add_counter(picked, "paint", 1) then
			return
		end
		ctx:lasting({
			target = picked,
			duration = "while",
			condition = "painted",
			effect = { attribute = "house", value = "mars" },
		})
	end,
	conditions = {
		painted = function(_ctx, artifact)
			return artifact ~= nil and artifact:counter("paint") > 0
		end,
	},
}
