-- Forum of Giants (MM 219): At the start of your turn, the player who controls the most
-- powerful creature gains 1 æmber. With several tied for most powerful, you choose one of
-- them (keyteki); with no creature, nobody gains.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: the controller of the most powerful creature gains 1",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local best, top = {}, nil
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					local power = creature:stat("power") or 0
					if top == nil or power > top then
						best, top = { creature }, power
					elseif power == top then
						table.insert(best, creature)
					end
				end
				local pick =
					ctx:choose({ prompt = "Which is the most powerful creature?", objects = best })[1]
				if pick ~= nil then
					ctx:gain(pick:controller(), "amber", 1)
				end
			end,
		},
	},
}
