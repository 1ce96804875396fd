-- Collector Boren (WoE 312): After an upgrade is attached to it, ready it. Play: Put an
-- upgrade from your discard pile into your hand.
return {
	triggers = {
		{
			on = "attached",
			label = "an upgrade attached: ready Collector Boren",
			applies = function(ctx, event)
				return event.host ~= nil and event.host == ctx.this and event.object:has_type("upgrade")
			end,
			resolve = function(ctx)
				ctx:ready(ctx.this)
			end,
		},
	},
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you", type = "upgrade" })
		local picked = ctx:choose({ prompt = "Put which upgrade into your hand?", objects = pile })[1]
		if picked ~= nil then
			ctx:move(picked, "hand")
		end
	end,
}
