-- Planar Abyss: [Class Bonus] Efficiency. At the beginning of your next recollection phase,
-- destroy all non-champion objects, and if your Shifting Currents face South (then), deal
-- 10 damage to each champion you don't control. A trigger of the card (from its
-- graveyard) kept on until the end of its player's next turn.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "your_next_turn", effect = { trigger = "abyss" } })
	end,
	triggers = {
		{
			on = "phase_began",
			lasting = "abyss",
			label = "Planar Abyss: destroy every non-champion object",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local doomed = {}
				for _, o in ipairs(ctx:objects({ zone = "field" })) do
					if not o:has_type("champion") then
						doomed[#doomed + 1] = o
					end
				end
				ctx:destroy(doomed)
				if ctx:rule("currents") == "south" then
					for _, c in
						ipairs(ctx:objects({ zone = "field", type = "champion", controller = "opponent" }))
					do
						ctx:deal_damage(c, 10)
					end
				end
			end,
		},
	},
}
