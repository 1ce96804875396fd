-- Triskit, Guidance Angel: fire, water and wind elements are enabled for you. On Enter:
-- you may banish your champion; if you do, Triskit becomes a unique champion with base
-- level 3. Setting its card type replaces its type and supertypes (unique ally) and keeps
-- its subtypes, Warrior Angel (CR, Type-Overwriting 1-2, example); the core reads its
-- current types, so it is its player's champion for every rule (GA-TYPES-NOW-1).
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
			on = "moved",
			own = true,
			label = "On Enter: you may banish your champion; Triskit becomes a unique champion of base level 3",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local champion = ctx:choose({
					prompt = "you may banish your champion (Triskit becomes your champion)",
					objects = ctx:objects({ zone = "field", type = "champion", controller = "you" }),
					min = 0,
					max = 1,
				})[1]
				if champion == nil or not ctx:move(champion, "banishment") then
					return
				end
				ctx:lasting({
					target = ctx.this,
					duration = "indefinitely",
					effect = { become = { "unique", "champion" } },
				})
				ctx:lasting({
					target = ctx.this,
					duration = "indefinitely",
					effect = { stat = "level", set = 3 },
				})
			end,
		},
	},
}
