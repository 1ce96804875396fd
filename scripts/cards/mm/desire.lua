-- Desire (MM 053): Keys cost +4 æmber (every player's). Reap: Forge a key at current cost,
-- reduced by 1 æmber for each friendly Sin creature (Desire is one).
return {
	statics = {
		{
			cost = "key",
			increase = 4,
			applies_to = function()
				return true
			end,
		},
	},
	reap = function(ctx)
		local sins = ctx:count({ zone = "battleline", controller = "you", subtype = "sin" })
		local you = ctx.controller
		if you:can_buy("key", -sins) then
			ctx:buy(you, "key", -sins)
		end
	end,
}
