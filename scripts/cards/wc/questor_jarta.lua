-- Questor Jarta (WC 191): Elusive (data). Reap: You may exalt Questor Jarta. If you do,
-- gain 1 æmber.
return {
	reap = function(ctx)
		local pick =
			ctx:choose({ prompt = "Exalt Questor Jarta to gain 1 æmber?", options = { "exalt", "no" } })[1]
		if pick == "exalt" then
			ctx:rule("exalt", ctx.this)
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
