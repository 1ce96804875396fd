-- Art Project (GR 054): Play: Unforge a key of your opponent's. If you do, purge Art Project,
-- and your opponent draws 10 cards.
return {
	resolve = function(ctx)
		if ctx:rule("unforge", ctx.opponent) == nil then
			return
		end
		ctx:banish(ctx.this)
		ctx:draw(10, ctx.opponent)
	end,
}
