-- Avenging Aura (DT 074): For the remainder of the turn, each friendly creature gains
-- assault X, where X is the number of forged keys your opponent has (counted as it is
-- played; creatures entering play later this turn have it too: a filter target).
return {
	resolve = function(ctx)
		local x = ctx.opponent:counter("keys")
		if x > 0 then
			ctx:lasting({
				target = { type = "creature", controller = "you" },
				duration = "turn",
				effect = { stat = "assault", increase = x },
			})
		end
	end,
}
