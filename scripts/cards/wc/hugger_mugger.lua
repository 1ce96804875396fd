-- Hugger-Mugger (WC 240): Elusive (data). Play: Capture 1 æmber. Then, if your opponent
-- has forged more keys than you, steal 1 æmber.
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
		if ctx.opponent:counter("keys") > ctx.controller:counter("keys") then
			ctx:steal(1)
		end
	end,
}
