-- Interdimensional Graft (CotA 112): Play: If an opponent forges a key on their next
-- turn, they must give you their remaining æmber (each time they forge, right after).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "opponent_next_turn", effect = { trigger = "graft" } })
	end,
	triggers = {
		{
			on = "gained",
			lasting = "graft",
			label = "the opponent forged: they give you their æmber (Interdimensional Graft)",
			applies = function(ctx, event)
				return event.counter == "keys"
					and event.amount > 0
					and event.player == ctx.opponent
					and ctx.opponent:is_turn_player()
			end,
			resolve = function(ctx)
				local left = ctx.opponent:counter("amber")
				if left > 0 then
					ctx:gain(ctx.opponent, "amber", -left)
					ctx:gain(ctx.controller, "amber", left)
				end
			end,
		},
	},
}
