-- Antiquities Dealer (WoE 058): Action: Gain 2 æmber if you control at least one artifact.
return {
	action = function(ctx)
		if #ctx:objects({ zone = "artifacts", controller = "you" }) > 0 then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
