-- Cinder Cascade: You may sacrifice an ally rather than pay this card's cost. Draw X cards.
return {
	resolve = function(ctx)
		ctx:draw(ctx.x)
	end,
}
