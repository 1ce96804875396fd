-- Smith (CotA 014): Play: Gain 2 æmber if you control more creatures than your opponent.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
		local mine = ctx:count({ zone = "battleline", controller = "you" })
		local theirs = ctx:count({ zone = "battleline", controller = "opponent" })
		if mine > theirs then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
