-- Chain Gang (WC 252): After you play Subtle Chain, ready Chain Gang. Action: Steal 1
-- æmber. Shuffle a Subtle Chain from your discard pile into your deck (if there is one).
return {
	action = function(ctx)
		ctx:steal(1)
		local chains = ctx:objects({ zone = "discard", controller = "you", card = "subtle_chain" })
		local chain =
			ctx:choose({ prompt = "Shuffle which Subtle Chain into your deck?", objects = chains })[1]
		if chain ~= nil and ctx:move(chain, "deck") then
			ctx:shuffle("deck")
		end
	end,
	triggers = {
		{
			on = "played",
			label = "Subtle Chain was played: ready Chain Gang",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= nil
					and event.object:card_id() == "subtle_chain"
			end,
			resolve = function(ctx, _event)
				ctx:ready(ctx.this)
			end,
		},
	},
}
