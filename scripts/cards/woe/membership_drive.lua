-- Membership Drive (WoE 217): Play: Make a token creature. Gain 1 æmber for each friendly
-- token creature (the new one included).
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		ctx:gain(ctx.controller, "amber", #ctx:rule("token_creatures", "you"))
	end,
}
