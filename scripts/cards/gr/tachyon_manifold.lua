-- Tachyon Manifold (GR 068), artifact: Action: Take another turn after this one. Your
-- opponent draws 10 cards. Purge Tachyon Manifold.
return {
	action = function(ctx)
		ctx:extra_turn()
		ctx:draw(10, ctx.opponent)
		ctx:banish(ctx.this)
	end,
}
