-- Break-key (MM 019): Play: If your opponent has forged more keys than you, they unforge one
-- of them and gain 6 æmber.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("keys") > ctx.controller:counter("keys") then
			ctx:rule("unforge", ctx.opponent)
			ctx:gain(ctx.opponent, "amber", 6)
		end
	end,
}
