-- Freedom to Be (AS 277): Play: Forge a key at +4 current cost, reduced by 1 for each
-- Skyborn creature on a flank (either side); nothing if its player cannot pay.
return {
	resolve = function(ctx)
		local surcharge = 4 - #ctx:rule("flank_creatures_of_house", "skyborn", "any")
		ctx:buy(ctx.controller, "key", surcharge)
	end,
}
