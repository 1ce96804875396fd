-- Binary Moray (DT 034): After you raise the tide, ready Binary Moray. After your opponent
-- raises the tide, exhaust Binary Moray. Reap: Archive a card (from your hand). Its evil
-- twin (DT 002): skirmish (data) and the same triggers, without the Reap: ability.
return {
	triggers = {
		{
			on = "gained",
			label = "you raised the tide: ready Binary Moray",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) == ctx.controller
			end,
			resolve = function(ctx)
				ctx:ready(ctx.this)
			end,
		},
		{
			on = "gained",
			label = "your opponent raised the tide: exhaust Binary Moray",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) == ctx.opponent
			end,
			resolve = function(ctx)
				ctx:exhaust(ctx.this)
			end,
		},
	},
	reap = function(ctx)
		if ctx.this:card_id() == "binary_moray_evil_twin" then
			return
		end
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local picked = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		if picked ~= nil then
			ctx:move(picked, "archives")
		end
	end,
}
