-- Rhetor Gallim (WC 192): Play: Your opponent's keys cost +3 æmber during their next turn.
-- Reap: You may exalt Rhetor Gallim. If you do, the same.
local function raise_theirs(ctx)
	ctx:lasting({
		target = ctx.opponent,
		duration = "during_opponent_next_turn",
		effect = { cost = "key", increase = 3 },
	})
end

return {
	resolve = raise_theirs,
	reap = function(ctx)
		local pick = ctx:choose({ prompt = "Exalt Rhetor Gallim?", options = { "exalt", "don't" } })[1]
		if pick == "exalt" then
			ctx:rule("exalt", ctx.this)
			raise_theirs(ctx)
		end
	end,
}
