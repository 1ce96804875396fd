-- Freedom to Be (AS 277): Play: Forge a key at +4 current cost, reduced by 1 for each
-- Skyborn creature on a flank (either side); nothing if its player cannot pay.
return {
	resolve = function(ctx)
		local surcharge = 4
		for _, creature in ipairs(ctx:rule("flank_creatures", "any")) do
			if ctx:rule("of_house", creature, "skyborn") then
				surcharge -= 1
			end
		end
		ctx:buy(ctx.controller, "key", surcharge)
	end,
}
