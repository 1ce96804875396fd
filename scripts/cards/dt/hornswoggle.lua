-- Hornswoggle (DT 232): Play: Use an enemy artifact as if it were yours.
return {
	resolve = function(ctx)
		local theirs = ctx:objects({ zone = "artifacts", controller = "opponent" })
		ctx:rule("use_as_yours", theirs, "Use which of your opponent's artifacts?")
	end,
}
