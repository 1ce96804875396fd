-- Control the Weak (CotA 055): Play: Choose a house on your opponent's identity card. Your
-- opponent must choose that house as their active house on their next turn.
return {
	resolve = function(ctx)
		local houses = ctx:rule("identity_houses", ctx.opponent)
		if #houses == 0 then
			return
		end
		local house = ctx:choose({ prompt = "Your opponent must choose which house?", options = houses })[1]
		ctx:lasting({
			target = ctx.opponent,
			duration = "opponent_next_turn",
			effect = { declare = "house", must = house },
		})
	end,
}
