-- Skeleton Key (CotA 291), artifact: Action: A friendly creature captures 1 æmber.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:capture(
			ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = mine })[1],
			1
		)
	end,
}
