-- Infomancer (WC A02): Elusive (data). Play: Graft an action card from your hand onto
-- Infomancer (faceup under it). Reap: Trigger the Play: effect of an action card grafted
-- onto Infomancer.
return {
	resolve = function(ctx)
		ctx:rule("graft", ctx.this)
	end,
	reap = function(ctx)
		local grafted = ctx:rule("grafted", ctx.this)
		local card =
			ctx:choose({ prompt = "Trigger the Play: effect of which grafted card?", objects = grafted })[1]
		ctx:rule("trigger_grafted", card)
	end,
}
