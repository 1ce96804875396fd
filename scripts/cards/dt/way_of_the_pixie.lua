-- Way of the Pixie (DT 426), upgrade: This creature gains, "Reap: Gain 1 æmber."
return {
	grants = {
		reap = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
