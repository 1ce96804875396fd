-- Lost Chronicle: Floating Memory (a printed keyword the ruleset knows how to pay
-- with). Draw a card.
return {
	resolve = function(ctx)
		ctx:draw(1)
	end,
}
