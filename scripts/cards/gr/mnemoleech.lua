-- Mnemoleech (GR 322): After Reap: If your opponent is haunted, steal 2 æmber. Otherwise,
-- steal 1 æmber.
return {
	reap = function(ctx)
		ctx:steal(ctx:rule("haunted", ctx.opponent) and 2 or 1)
	end,
}
