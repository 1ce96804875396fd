-- Poltergeist (CotA 069): Play: Use an artifact controlled by any player as if it were
-- yours. Destroy that artifact. It is destroyed even if it could not be used (exhausted)
-- or destroyed itself while used (keyteki: a sequence of use, then destroy).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "artifacts", controller = "any" })
		local artifact = ctx:rule("use_as_yours", all, "Use which artifact?")
		if artifact ~= nil and artifact:is_valid() then
			ctx:destroy(artifact)
		end
	end,
}
