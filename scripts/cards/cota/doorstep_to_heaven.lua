-- Doorstep to Heaven (CotA 217): Play: Each player with 6 æmber or more is reduced to 5.
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local amber = player:counter("amber")
			if amber >= 6 then
				ctx:gain(player, "amber", 5 - amber)
			end
		end
	end,
}
