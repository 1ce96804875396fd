-- Moor Wolf (WC 393): Skirmish (data). Play: Ready each other Wolf creature (both sides').
return {
	resolve = function(ctx)
		for _, wolf in ipairs(ctx:objects({ zone = "battleline", controller = "any", subtype = "wolf" })) do
			if wolf ~= ctx.this then
				ctx:ready(wolf)
			end
		end
	end,
}
