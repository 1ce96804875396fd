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

-- The classes written on a card: its `class` attribute, comma-separated.
local function classes(card)
	local out = {}
	for class in string.gmatch(card:attribute("class") or "", "[^,%s]+") do
		out[#out + 1] = class
	end
	return out
end

-- Whether `champion` is of `class` (a subtype on its type line, or its class attribute).
local function of_class(champion, class)
	if champion:has_subtype(class) then
		return true
	end
	for _, c in ipairs(classes(champion)) do
		if c == class then
			return true
		end
	end
	return false
end

return {
	-- Terms card text uses, for every card: `ctx:rule("class_bonus")`, `ctx:rule("level")`.
	rules = {
		-- Class Bonus: a champion the card's controller has on the field shares one of
		-- the card's classes.
		class_bonus = function(ctx)
			for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
				for _, class in ipairs(classes(ctx.this)) do
					if of_class(champion, class) then
						return true
					end
				end
			end
			return false
		end,
		-- LV: the level of the player's champion (constant abilities applied); 0 without one.
		level = function(ctx)
			local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
			return champion and (champion:stat("level") or 0) or 0
		end,
	},

	-- The ruleset's counter_abilities: enlighten counters' "remove 3: draw a card".
	activated = {
		enlighten = {
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},

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
