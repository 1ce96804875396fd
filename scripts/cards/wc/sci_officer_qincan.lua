-- Sci. Officer Qincan (WC 304): Elusive. After a player (either) chooses an active house
-- that matches no card in play (creatures, artifacts, upgrades, both sides), steal 1 æmber.
return {
	triggers = {
		{
			on = "declared",
			label = "a house with no card in play was chosen: steal 1 (Sci. Officer Qincan)",
			applies = function(ctx, event)
				if event.name ~= "house" then
					return false
				end
				for _, card in ipairs(ctx:objects({ controller = "any" })) do
					if ctx:rule("of_house", card, event.value) then
						return false
					end
				end
				return true
			end,
			resolve = function(ctx, _event)
				ctx:steal(1)
			end,
		},
	},
}
