-- Prismatic Sanctuary: Upkeep — at the beginning of your recollection phase, reveal a
-- card at random from your memory; if it is not fire, water nor wind element, sacrifice
-- Prismatic Sanctuary. Fire, water and wind elements are enabled for you. With an empty
-- memory no card is revealed, and there is no card that fails the test: it stays.
local function for_you(ctx, player)
	return player.index == ctx.controller.index
end

return {
	statics = {
		{ enable = "fire", applies_to = for_you },
		{ enable = "water", applies_to = for_you },
		{ enable = "wind", applies_to = for_you },
	},
	triggers = {
		{
			on = "phase_began",
			label = "Upkeep: reveal a random memory card; unless fire, water or wind, sacrifice Prismatic Sanctuary",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local memory = ctx:look({ zone = "memory", controller = "you" })
				if #memory == 0 then
					return
				end
				local card = memory[ctx:random(#memory)]
				ctx:reveal({ card })
				for _, element in ipairs({ "fire", "water", "wind" }) do
					if card:has_element(element) then
						return
					end
				end
				if ctx.this:zone() == "field" then
					ctx:move(ctx.this, "graveyard")
				end
			end,
		},
	},
}
