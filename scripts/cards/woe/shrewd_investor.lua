-- Shrewd Investor (WoE 102): Elusive. Play: You may have your opponent gain 1 æmber. If you
-- do, capture 4 æmber.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Let your opponent gain 1 æmber so that Shrewd Investor captures 4?",
			options = { "yes", "no" },
		})[1]
		if picked == "yes" then
			ctx:gain(ctx.opponent, "amber", 1)
			ctx:capture(ctx.this, 4)
		end
	end,
}
