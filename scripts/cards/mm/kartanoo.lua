-- Kartanoo (MM 348): Reap: Use an artifact controlled by any player as if it were yours.
-- Only an artifact that could be used now is offered (an exhausted one is not).
return {
	reap = function(ctx)
		local usable = {}
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
			if #ctx:uses(artifact, { as_yours = true }) > 0 then
				table.insert(usable, artifact)
			end
		end
		ctx:rule("use_as_yours", usable, "Use which artifact?")
	end,
}
