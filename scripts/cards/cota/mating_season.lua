-- Mating Season (CotA 170): Play: Shuffle each Mars creature into its owner's deck. Each
-- player gains 1 æmber for each creature shuffled into their deck this way.
return {
	resolve = function(ctx)
		local gains = { [ctx.controller.index] = 0, [ctx.opponent.index] = 0 }
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, "mars") then
				local owner = creature:owner()
				if ctx:move(creature, "deck") then
					gains[owner.index] += 1
				end
			end
		end
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:shuffle("deck", player)
			if gains[player.index] > 0 then
				ctx:gain(player, "amber", gains[player.index])
			end
		end
	end,
}
