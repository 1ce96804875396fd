-- Katerina the Summoner (WoE 202): Play/After Reap: Capture 1 æmber. Destroyed: Make a token
-- creature for each æmber on it (counted while it is still in play, tagged).
local function capture(ctx)
	ctx:capture(ctx.this, 1)
end

return {
	resolve = capture,
	reap = capture,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "make a token creature for each æmber on it (Katerina the Summoner)",
			resolve = function(ctx)
				for _ = 1, ctx.this:counter("amber") do
					ctx:rule("make_token")
				end
			end,
		},
	},
}
