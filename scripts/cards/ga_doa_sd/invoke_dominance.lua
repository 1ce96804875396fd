-- Invoke Dominance: Preserve (the ruleset's redirect). Your champion gets +3 level until
-- end of turn. You can't activate non-ally cards this turn: every card type but ally
-- (CR, Card Types), forbidden in your hand, which cards drawn later join.
local NON_ALLY = { "action", "attack", "champion", "domain", "item", "phantasia", "weapon" }

return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:lasting({ target = champion, duration = "end_of_turn", effect = { stat = "level", increase = 3 } })
		ctx:lasting({
			target = { controller = "you", zone = "hand", any_type = NON_ALLY },
			duration = "turn",
			effect = { forbid = "activate" },
		})
	end,
}
