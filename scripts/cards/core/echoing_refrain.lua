-- Echoing Refrain: Copy target action card on the effects stack. The copy keeps that
-- card's X, modes and targets.
return {
	targets = function(ctx)
		return { { label = "action on the stack", zone = "stack", type = "action", other = true, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:copy(ctx:target(1))
	end,
}
