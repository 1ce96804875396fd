-- Even Ivan (MM 073), and Odd Clawde (MM 121): Action: If your opponent has an even (Odd
-- Clawde: odd) amount of æmber, steal 1 æmber.
local REMAINDER = { even_ivan = 0, odd_clawde = 1 }

return {
	action = function(ctx)
		if ctx.opponent:counter("amber") % 2 == REMAINDER[ctx.this:card_id()] then
			ctx:steal(1)
		end
	end,
}
