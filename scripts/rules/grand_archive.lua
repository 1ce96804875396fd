-- Grand Archive rules that are not plain data: champion levels and lineages.
-- The `legal` hook here runs at step 1.6 / 3.1 for every card, after the card's own.

-- Whether `from` (a champion on the field) can level up into `card`. Levelling reads
-- printed (base) levels: effects that modify a champion's level don't count (Champion
-- Leveling Up 1; Level (base) 1).
local function levels_into(from, card)
	local level = card:printed("level") or 0
	if (from:printed("level") or 0) ~= level - 1 then
		return false
	end
	-- A spirit (level 0) levels into any lineage; otherwise the lineage must match.
	if from:has_subtype("spirit") then
		return true
	end
	local lineage = card:attribute("lineage")
	return lineage ~= nil and lineage == from:attribute("lineage")
end

return {
	legal = function(ctx)
		local card = ctx.this
		if not card:has_type("champion") then
			return true
		end
		local level = card:printed("level") or 0
		if level == 0 then
			return false, "level 0 champions are put onto the field at the start of the game, never played"
		end
		for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
			if levels_into(champion, card) then
				return true
			end
		end
		return false,
			string.format(
				"%s (level %d, %s lineage) needs a level %d champion of its lineage, or a spirit, to level up from",
				card:name(),
				level,
				card:attribute("lineage") or "no",
				level - 1
			)
	end,
}
