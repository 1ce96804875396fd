-- Target Yynxzdyl (GR 216): Play: Archive a card from your discard pile. After Reap:
-- Archive Target Yynxzdyl.
return {
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive which card from your discard pile?", objects = pile })[1]
		ctx:move(pick, "archives")
	end,
	reap = function(ctx)
		ctx:move(ctx.this, "archives")
	end,
}
