-- General Ză-Orhă (WoE 096): Skirmish. Play: Make a token creature for each key your
-- opponent has forged.
return {
	resolve = function(ctx)
		for _ = 1, ctx.opponent:counter("keys") do
			ctx:rule("make_token")
		end
	end,
}
