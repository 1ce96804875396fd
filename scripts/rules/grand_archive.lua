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

-- The units `unit` may attack (CR, Unit 2; Attacking 10): units its controller's
-- opponents control, except those with stealth (CR, Stealth); awake units with taunt
-- must be attacked first if there are any (CR, Taunt 2).
local function attack_targets(ctx, unit)
	local out, taunting = {}, {}
	for _, t in ipairs(ctx:objects({ zone = "field", any_type = { "champion", "ally" } })) do
		if t:controller().index ~= unit:controller().index and not t:has_keyword("stealth") then
			out[#out + 1] = t
			if t:has_keyword("taunt") and not t:is_rested() then
				taunting[#taunting + 1] = t
			end
		end
	end
	if #taunting > 0 then
		return taunting
	end
	return out
end

-- Why `unit` can't attack or retaliate for lack of power: units without a power stat or
-- with 0 or less can't (CR, Attacking 1.c; Retaliation Step).
local function powerless(unit)
	local power = unit:stat("power")
	if power == nil or power <= 0 then
		return unit:name() .. " has no power to deal combat damage with"
	end
	return nil
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

	-- Attacking and retaliating (CR, Combat Phase). The use has already checked that the
	-- unit is awake (resting is the cost) and, for an attack, slow speed.
	may_use = function(ctx, unit, ability)
		if ability == "attack" then
			local why = powerless(unit)
			if why then
				return false, why
			end
			if #attack_targets(ctx, unit) == 0 then
				return false, "there is no unit " .. unit:name() .. " can attack"
			end
			return true
		end
		if ability == "retaliate" then
			local combat = ctx:combat()
			if combat == nil or combat.step ~= "retaliation" then
				return false, "units retaliate only in a combat's retaliation step"
			end
			if combat.target == nil or combat.target.id ~= unit.id or combat.attacker == nil then
				return false, unit:name() .. " is not a unit defending against an attacker"
			end
			local why = powerless(unit)
			if why then
				return false, why
			end
			return true
		end
		return true
	end,

	-- An attack declaration names its target (Attacking 2.b).
	attack = function(ctx)
		local target = ctx:choose({
			prompt = "the unit " .. ctx.this:name() .. " attacks",
			objects = attack_targets(ctx, ctx.this),
			min = 1,
			max = 1,
		})[1]
		ctx:attack(ctx.this, target)
	end,

	retaliate = function(ctx)
		ctx:retaliate(ctx.this)
	end,

	-- An attack card resolves into the intent and its player's champion attacks with it,
	-- at a target chosen now; with no legal target (or a combat under way) the attack
	-- fizzles and the card goes to the graveyard (CR, Card Types - Attack 2; Attacking
	-- 1.g.i, 2.a).
	resolve = function(ctx)
		if not ctx.this:has_type("attack") then
			return
		end
		local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		local target = nil
		if champion and ctx:combat() == nil then
			target = ctx:choose({
				prompt = "the unit your champion attacks with " .. ctx.this:name(),
				objects = attack_targets(ctx, champion),
				min = 1,
				max = 1,
			})[1]
		end
		if target == nil or not ctx:attack(champion, target) then
			ctx:move(ctx.this, "graveyard")
			return false
		end
	end,

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
