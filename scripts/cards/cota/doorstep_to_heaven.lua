-- Doorstep to Heaven (CotA 217): Play: Each player with 6 æmber or more is reduced to 5.
return {
	resolve = function(ctx)
		-- The æmber bonus, as the card is played, before its Play: ability.
		ctx:gain(ctx.controller, "amber", ctx.this:stat("amber") or 0)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local amber = player:counter("amber")
			if amber >= 6 then
				ctx:gain(player, "amber", 5 - amber)
			end
		end
	end,
}
