-- Horseman of Pestilence (CotA 248): Play/Fight/Reap: Deal 1 damage to each non-Horseman
-- creature.
local function pestilence(ctx)
	for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
		if not creature:has_subtype("horseman") then
			ctx:deal_damage(creature, 1)
		end
	end
end

return {
	resolve = pestilence,
	fight = pestilence,
	reap = pestilence,
}
