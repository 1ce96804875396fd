-- Minerva's Wings (AS 180), upgrade: This creature cannot fight or reap and gains, "Action:
-- Draw 2 cards."
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ forbid = "fight", applies_to = host },
		{ forbid = "reap", applies_to = host },
	},
	grants = {
		action = function(ctx)
			ctx:draw(2)
		end,
	},
}
