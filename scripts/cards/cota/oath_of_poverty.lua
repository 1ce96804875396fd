-- Oath of Poverty (CotA 222): Play: Destroy each of your artifacts. Gain 2 æmber for each
-- artifact destroyed this way.
return {
	resolve = function(ctx)
		local destroyed = 0
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "you" })) do
			if ctx:destroy(artifact) then
				destroyed = destroyed + 1
			end
		end
		ctx:gain(ctx.controller, "amber", 2 * destroyed)
	end,
}
