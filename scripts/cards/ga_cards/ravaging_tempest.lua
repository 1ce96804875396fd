-- Ravaging Tempest: Efficiency (printed; the ruleset's keyword_costs apply it). Banish all
-- allies. For each ally banished this way, its controller draws a card.
return {
	resolve = function(ctx)
		local draws = {}
		for _, ally in ipairs(ctx:objects({ type = "ally", controller = "any" })) do
			local controller = ally:controller()
			if ctx:banish(ally) then
				draws[controller.index] = (draws[controller.index] or 0) + 1
			end
		end
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			if draws[player.index] then
				ctx:draw(draws[player.index], player)
			end
		end
	end,
}
