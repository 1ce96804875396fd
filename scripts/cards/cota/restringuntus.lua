-- Restringuntus (CotA 094): Play: Choose a house. Your opponent cannot choose that house as
-- their active house until Restringuntus leaves play.
return {
	resolve = function(ctx)
		local house = ctx:choose({
			prompt = "Your opponent cannot choose which house?",
			options = ctx:rule("houses"),
		})[1]
		ctx:lasting({
			target = ctx.opponent,
			duration = "until_leaves_play",
			effect = { declare = "house", cannot = house },
		})
	end,
}
