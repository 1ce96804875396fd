-- Yxili Marauder (CotA 203): +1 power for each æmber on it. Play: Capture 1 æmber for each
-- friendly ready Mars creature (it enters play exhausted, so it does not count itself).
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx.this:counter("amber")
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
	resolve = function(ctx)
		local ready = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = false })) do
			if creature:attribute("house") == "mars" then
				ready = ready + 1
			end
		end
		ctx:capture(ctx.this, ready)
	end,
}
