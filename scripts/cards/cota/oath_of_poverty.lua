-- Oath of Poverty (CotA 222): Play: Destroy each of your artifacts. Gain 2 æmber for each
-- artifact destroyed this way.
return {
	resolve = function(ctx)
		local destroyed = #ctx:destroy(ctx:objects({ zone = "artifacts", controller = "you" }))
		ctx:gain(ctx.controller, "amber", 2 * destroyed)
	end,
}
