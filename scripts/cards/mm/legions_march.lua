-- Legion's March (MM 224): Play: For the remainder of the turn, after you use a Dinosaur
-- creature, deal 1 damage to each non-Dinosaur creature (both sides, dealt together).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "dinosaur_used" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "dinosaur_used",
			label = "a friendly Dinosaur was used: 1 damage to each non-Dinosaur creature",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= nil
					and event.object:has_type("creature")
					and event.object:has_subtype("dinosaur")
			end,
			resolve = function(ctx)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					if not creature:has_subtype("dinosaur") then
						ctx:deal_damage(creature, 1)
					end
				end
			end,
		},
	},
}
