-- Remote Access (CotA 120): Play: Use an opponent's artifact as if it were yours.
return {
	resolve = function(ctx)
		local theirs = ctx:objects({ zone = "artifacts", controller = "opponent" })
		if #theirs == 0 then
			return
		end
		local artifact =
			ctx:choose({ prompt = "Use which of your opponent's artifacts?", objects = theirs })[1]
		local how = { as_yours = true }
		local ways = ctx:uses(artifact, how)
		if #ways > 0 then
			ctx:use(artifact, ways[1], how)
		end
	end,
}
