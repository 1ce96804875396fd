-- Fertility Chant (CotA 321): Play: Your opponent gains 2 æmber.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
		ctx:gain(ctx.opponent, "amber", 2)
	end,
}
