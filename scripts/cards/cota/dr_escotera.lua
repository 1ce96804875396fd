-- Dr. Escotera (CotA 140): Play: Gain 1 æmber for each key your opponent has forged.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", ctx.opponent:counter("keys"))
	end,
}
