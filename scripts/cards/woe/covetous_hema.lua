-- Covetous Hema (WoE 387): While it is not on a flank, it gains elusive. Play: Capture 3
-- æmber.
return {
	statics = {
		{
			grant = "elusive",
			self_only = true,
			condition = function(ctx)
				if ctx.this:zone() ~= "battleline" then
					return false
				end
				for _, creature in ipairs(ctx:rule("flank_creatures")) do
					if creature == ctx.this then
						return false
					end
				end
				return true
			end,
		},
	},
	resolve = function(ctx)
		ctx:capture(ctx.this, 3)
	end,
}
