-- Symon (WC 247): Skirmish (data). Fight: Put the creature Symon fights on top of its
-- owner's deck (if it survived the fight).
return {
	fight = function(ctx, attacked)
		if attacked ~= nil and attacked:is_valid() and attacked:zone() == "battleline" then
			ctx:move(attacked, "deck", { position = "top" })
		end
	end,
}
