-- Whispering Reliquary (CotA 237), artifact: Action: Return an artifact (any player's, this
-- one too) to its owner's hand.
return {
	action = function(ctx)
		local artifact = ctx:choose({
			prompt = "Return which artifact to its owner's hand?",
			objects = ctx:objects({ zone = "artifacts" }),
		})[1]
		ctx:move(artifact, "hand")
	end,
}
