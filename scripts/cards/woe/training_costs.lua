-- Training Costs (WoE 253): It cannot be discarded from your hand except by a card's
-- ability. Play: Lose 2 æmber. If you do not (fewer than 2), shuffle Training Costs into
-- your deck.
return {
	statics = {
		{ forbid = "discard", self_only = true, from = { "hand" } },
	},
	resolve = function(ctx)
		if ctx.controller:counter("amber") >= 2 then
			ctx:gain(ctx.controller, "amber", -2)
			return
		end
		ctx:move(ctx.this, "deck")
		ctx:shuffle("deck")
	end,
}
