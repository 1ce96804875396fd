-- Art Project (GR 054): Play: Unforge a key of your opponent's. If you do, purge Art Project,
-- and your opponent draws 10 cards.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("keys") == 0 then
			return
		end
		ctx:gain(ctx.opponent, "keys", -1)
		ctx:banish(ctx.this)
		ctx:draw(10, ctx.opponent)
	end,
}
