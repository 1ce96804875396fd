-- Annihilation Ritual (CotA 072), artifact: a creature that would go from play to a
-- discard pile is purged instead. A replacement effect on the move (a destroyed creature's
-- move to the discard pile is one), so a creature discarded from hand is not purged.
local function from_play_to_discard(_ctx, change)
	local creature = change.target
	return creature:has_type("creature") and creature:zone() == "battleline" and change.zone == "discard"
end

return {
	replacements = {
		{
			on = "move",
			label = "purge it instead",
			applies = from_play_to_discard,
			instead = function(_ctx, change)
				return { kind = "move", target = change.target, zone = "purged" }
			end,
		},
	},
}
