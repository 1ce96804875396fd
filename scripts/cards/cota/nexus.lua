-- Nexus (CotA 305): Elusive. Reap: Use an opponent's artifact as if it were yours.
return {
	reap = function(ctx)
		local theirs = ctx:objects({ zone = "artifacts", controller = "opponent" })
		ctx:rule("use_as_yours", theirs, "Use which of your opponent's artifacts?")
	end,
}
