-- Fangtooth Cavern (WC 370): At the end of your turn, destroy the least powerful creature
-- (either side's; of several tied, its controller picks one).
return {
	triggers = {
		{
			on = "turn_ended",
			label = "destroy the least powerful creature (Fangtooth Cavern)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx, _event)
				local creatures = ctx:objects({ zone = "battleline" })
				local least
				for _, creature in ipairs(creatures) do
					local power = creature:stat("power") or 0
					if least == nil or power < least then
						least = power
					end
				end
				local weakest = {}
				for _, creature in ipairs(creatures) do
					if (creature:stat("power") or 0) == least then
						table.insert(weakest, creature)
					end
				end
				ctx:destroy(ctx:choose({ prompt = "Destroy which creature?", objects = weakest })[1])
			end,
		},
	},
}
