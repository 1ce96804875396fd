-- Closed-Door Negotiation (WoE 092): Play: Your opponent draws a card. Steal 1 æmber. If you
-- do and your opponent still has more æmber than you, repeat this effect.
return {
	resolve = function(ctx)
		while true do
			ctx:draw(1, ctx.opponent)
			if ctx:steal(1) == 0 then
				return
			end
			if ctx.opponent:counter("amber") <= ctx.controller:counter("amber") then
				return
			end
		end
	end,
}
