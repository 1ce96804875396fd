-- Mab the Mad (WC 378): Reap: Shuffle Mab the Mad into your deck (its owner's).
return {
	reap = function(ctx)
		if ctx:move(ctx.this, "deck") then
			ctx:shuffle("deck", ctx.this:owner())
		end
	end,
}
