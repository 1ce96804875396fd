-- Fuzzy Gruen (CotA 353): Play: Your opponent gains 1 æmber.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
		ctx:gain(ctx.opponent, "amber", 1)
	end,
}
