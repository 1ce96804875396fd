-- Imperial Forge (WC 222): Play: Forge a key at +8 æmber current cost, reduced by 1 for
-- each æmber on friendly creatures (never below 0).
return {
	resolve = function(ctx)
		local held = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			held = held + creature:counter("amber")
		end
		local extra = 8 - held
		local floor = -ctx.controller:cost("key")
		if extra < floor then
			extra = floor
		end
		if ctx.controller:can_buy("key", extra) then
			ctx:buy(ctx.controller, "key", extra)
		end
	end,
}
