-- Submersive Principle (DT 061): Play: Each player loses 1 æmber. If the tide is high, each
-- player loses half their æmber instead (rounding down the loss).
return {
	resolve = function(ctx)
		local high = ctx:rule("tide") == "high"
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local loss = 1
			if high then
				loss = math.floor(player:counter("amber") / 2)
			end
			if loss > 0 then
				ctx:gain(player, "amber", -loss)
			end
		end
	end,
}
