-- Wikolia (DT 367): Reap: Keys cost +2 æmber during your opponent's next turn. Its evil twin
-- (DT 312, this script too): Reap: Exalt Wikolia. Keys cost +4 during your opponent's next
-- turn.
local RAISE = { wikolia = 2, wikolia_evil_twin = 4 }

return {
	reap = function(ctx)
		if ctx.this:card_id() == "wikolia_evil_twin" then
			ctx:rule("exalt", ctx.this)
		end
		ctx:rule("keys_cost_next_turn", RAISE[ctx.this:card_id()])
	end,
}
