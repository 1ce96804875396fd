-- Poltergeist (CotA 069): Play: Use an artifact controlled by any player as if it were
-- yours. Destroy that artifact. It is destroyed even if it could not be used (exhausted)
-- or destroyed itself while used (keyteki: a sequence of use, then destroy).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "artifacts", controller = "any" })
		if #all == 0 then
			return
		end
		local artifact = ctx:choose({ prompt = "Use which artifact?", objects = all })[1]
		local how = { as_yours = true }
		local ways = ctx:uses(artifact, how)
		if #ways > 0 then
			ctx:use(artifact, ways[1], how)
		end
		if artifact:is_valid() then
			ctx:destroy(artifact)
		end
	end,
}
