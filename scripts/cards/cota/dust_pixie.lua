-- Dust Pixie (CotA 351): no text; an æmber bonus of 2.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
	end,
}
