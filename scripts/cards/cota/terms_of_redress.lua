-- Terms of Redress (CotA 227): Play: Choose a friendly creature to capture 2 æmber.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		ctx:capture(
			ctx:choose({ prompt = "Which friendly creature captures 2 æmber?", objects = mine })[1],
			2
		)
	end,
}
