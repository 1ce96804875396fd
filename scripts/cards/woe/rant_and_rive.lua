-- Rant and Rive (WoE 049): Play: If your opponent has 8 æmber or more, they lose half
-- their æmber (rounding down the loss).
return {
	resolve = function(ctx)
		local held = ctx.opponent:counter("amber")
		if held >= 8 then
			ctx:gain(ctx.opponent, "amber", -math.floor(held / 2))
		end
	end,
}
