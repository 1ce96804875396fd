-- Smith (CotA 014): Play: Gain 2 æmber if you control more creatures than your opponent.
return {
	resolve = function(ctx)
		local mine = ctx:count({ zone = "battleline", controller = "you" })
		local theirs = ctx:count({ zone = "battleline", controller = "opponent" })
		if mine > theirs then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
