-- Effervescent Principle (CotA 109): Play: Each player loses half their æmber (the loss
-- rounded down). Gain 1 chain.
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:gain(player, "amber", -(player:counter("amber") // 2))
		end
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
