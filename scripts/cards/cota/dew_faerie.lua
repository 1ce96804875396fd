-- Dew Faerie (CotA 350): Elusive (data). Reap: Gain 1 æmber (besides the reap's own).
return {
	reap = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,
}
