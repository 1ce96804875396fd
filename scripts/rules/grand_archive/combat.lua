-- Grand Archive rules (a module): attacks, weapons, targets and interception.

local disobeys = require("champions").disobeys

-- Whether an attack by `unit` using `weapons` sees units with stealth: the unit or one
-- of its weapons has true sight (CR, True Sight 1.a-b).
local function sees_stealth(unit, weapons)
	if unit:has_keyword("true_sight") then
		return true
	end
	for _, w in ipairs(weapons) do
		if w:has_keyword("true_sight") then
			return true
		end
	end
	return false
end

-- Whether `t` may be a target of an attack by `unit` (with `weapons`): a unit an
-- opponent of its controller controls (CR, Unit 2; Attacking 10), without stealth unless
-- the attack has true sight (CR, Stealth 1; True Sight 1).
local function attackable(unit, weapons, t)
	return t:controller().index ~= unit:controller().index
		and (not t:has_keyword("stealth") or sees_stealth(unit, weapons))
end

-- Whether an attack by `unit` (with `weapons`, and the attack card `card` if any) is
-- unblockable: the unit, a weapon or the attack card has the keyword (CR, Unblockable 1;
-- our reading where the CR names only the unit: an attack card or weapon with it lends
-- it to the attack, as the cards' reminder text "an attack with unblockable" says).
local function unblockable(unit, weapons, card)
	if unit:has_keyword("unblockable") or (card ~= nil and card:has_keyword("unblockable")) then
		return true
	end
	for _, w in ipairs(weapons) do
		if w:has_keyword("unblockable") then
			return true
		end
	end
	return false
end

-- The units `unit` (with `weapons`, and the attack card `card` if any) may attack; awake
-- units with taunt must be attacked first if there are any (CR, Taunt 2), unless the
-- attack is unblockable, which ignores taunt (Unblockable 1).
local function attack_targets(ctx, unit, weapons, card)
	local out, taunting = {}, {}
	for _, t in ipairs(ctx:objects({ zone = "field", any_type = { "champion", "ally" } })) do
		if attackable(unit, weapons, t) then
			out[#out + 1] = t
			if t:has_keyword("taunt") and not t:is_rested() then
				taunting[#taunting + 1] = t
			end
		end
	end
	if #taunting > 0 and not unblockable(unit, weapons, card) then
		return taunting
	end
	return out
end

-- The defending objects of a Cleave attack: every unit the defending player controls
-- (CR, Cleave 1, 4), taunt or not. Our reading where the CR is silent: units with stealth
-- are left out unless the attack has true sight, since they can't be attack targets
-- (Stealth 1) and a Cleave attack's defenders are its targets (Attacking 4). Two
-- players: the chosen opponent is the other.
local function cleave_targets(ctx, unit, weapons)
	local out = {}
	for _, t in ipairs(ctx:objects({ zone = "field", any_type = { "champion", "ally" } })) do
		if attackable(unit, weapons, t) then
			out[#out + 1] = t
		end
	end
	return out
end

-- Whether `weapon` has loaded cards: cards under it in the loaded zone (CR, Loaded 3).
local function loaded(weapon)
	for _, card in ipairs(weapon:attachments()) do
		if card:zone() == "loaded" then
			return true
		end
	end
	return false
end

-- Whether `weapon` may be used in an attack (with the attack card `card`, if any): a Gun
-- or Bow only loaded, and never with an attack card (CR, Card Types - Weapon: Gun and
-- Bow a-b).
local function usable(weapon, card)
	if not (weapon:has_subtype("gun") or weapon:has_subtype("bow")) then
		return true
	end
	return card == nil and loaded(weapon)
end

-- The reserve an attack declaration by `player` using `weapons` costs (CR, Attacking
-- 1.e: additional costs imposed for declaring attacks): the player value "attack_cost"
-- (lasting effects on the player: Tariff Ring's "pay (2) for each attack declaration")
-- plus each weapon's `attack_cost` stat ("as an additional cost to use this weapon for an
-- attack, pay (2)": Bulwark Sword), which constant abilities may change like any stat.
local function attack_cost(player, weapons)
	local n = player:value("attack_cost")
	for _, w in ipairs(weapons) do
		n = n + math.max(w:stat("attack_cost") or 0, 0)
	end
	return n
end

-- Whether `player` could pay `n` reserve now: a card of their hand for each (CR, Reserve
-- Cost), as `ctx:pay` pays it.
local function can_pay(player, n)
	return n <= player:count("hand")
end

-- Of `weapons`, those whose attack cost `player` could pay on top of every declaration's.
local function affordable(player, weapons)
	local out = {}
	for _, w in ipairs(weapons) do
		if can_pay(player, attack_cost(player, { w })) then
			out[#out + 1] = w
		end
	end
	return out
end

-- The weapons `unit` may attack with: a champion's controller's weapons on the field;
-- allies can't use weapons (CR, Card Types - Weapon 1). Using one doesn't rest it: an
-- attack rests only the champion (Champion 9).
local function weapons_of(ctx, unit, card)
	local out = {}
	if not unit:has_type("champion") then
		return out
	end
	for _, w in ipairs(ctx:objects({ zone = "field", type = "weapon" })) do
		if
			w:controller().index == unit:controller().index
			and (w:stat("power") or 0) > 0
			and usable(w, card)
		then
			out[#out + 1] = w
		end
	end
	return out
end

-- Why `unit` can't attack or retaliate for lack of power: units without a power stat or
-- with 0 or less can't (CR, Attacking 1.c; Retaliation Step). A champion may attack with
-- a weapon's power instead (Champion 8; Attacking 5).
local function powerless(ctx, unit, with_weapons)
	local power = unit:stat("power")
	if power == nil or power <= 0 then
		if with_weapons and #weapons_of(ctx, unit) > 0 then
			return nil
		end
		return unit:name() .. " has no power to deal combat damage with"
	end
	return nil
end

-- Why `player` can't declare an attack by `unit` for its cost, if they can't pay it: what
-- every declaration costs, or, for a champion that needs a weapon's power, the cost of
-- each weapon it could use (CR, Attacking 1.e: "if they can't be paid, the attack can't
-- be declared").
local function unaffordable(ctx, unit)
	local player = unit:controller()
	local base = attack_cost(player, {})
	if not can_pay(player, base) then
		return string.format("an attack declaration costs (%d) and %s can't pay it", base, unit:name())
	end
	local power = unit:stat("power") or 0
	local weapons = weapons_of(ctx, unit)
	if power <= 0 and #weapons > 0 and #affordable(player, weapons) == 0 then
		return string.format(
			"an attack with %s costs (%d) and %s can't pay it",
			weapons[1]:name(),
			attack_cost(player, { weapons[1] }),
			unit:name()
		)
	end
	return nil
end

-- The targets of an attack declaration by `unit` using `weapons` (with the attack card
-- `card`, if any). With Cleave (on the unit, its weapon or its attack card) every unit of
-- the opponent defends; otherwise the player chooses one target (Attacking 2.b; Cleave 1).
local function choose_targets(ctx, unit, weapons, card)
	local cleave = unit:has_keyword("cleave") or (card ~= nil and card:has_keyword("cleave"))
	for _, w in ipairs(weapons) do
		cleave = cleave or w:has_keyword("cleave")
	end
	if cleave then
		return cleave_targets(ctx, unit, weapons)
	end
	local targets = attack_targets(ctx, unit, weapons, card)
	if #targets == 0 then
		return {}
	end
	return ctx:choose({
		prompt = "the unit " .. unit:name() .. " attacks",
		objects = targets,
		min = 1,
		max = 1,
	})
end

-- An attack declaration by `unit` (with `card`, an attack card resolving, if any): the
-- weapon it uses, then its targets, then its cost. Our reading of "a weapon" (CR,
-- Attacking 5, 5.b): at most one weapon an attack; a champion without power must use one
-- unless an attack card gives the attack its power. Only weapons whose cost the player
-- could pay are offered, and the declaration's cost is paid as it is declared; one that
-- can't be paid is not declared: no targets (Attacking 1.e).
local function declare(ctx, unit, card)
	local player = unit:controller()
	if not can_pay(player, attack_cost(player, {})) then
		return {}, {}
	end
	local weapons = affordable(player, weapons_of(ctx, unit, card))
	local used = {}
	if #weapons > 0 then
		local needed = card == nil and (unit:stat("power") or 0) <= 0
		used = ctx:choose({
			prompt = "the weapon " .. unit:name() .. " attacks with",
			objects = weapons,
			min = needed and 1 or 0,
			max = 1,
		})
	end
	local targets = choose_targets(ctx, unit, used, card)
	local cost = attack_cost(player, used)
	if #targets > 0 and cost > 0 and not ctx:pay("reserve", cost) then
		return {}, used
	end
	return targets, used
end

-- The unit an attack card attacks with as it resolves: its player's champion, or, for a
-- Command attack, the ally rested to pay its additional cost (CR, Command 1-3) — none if
-- that ally has left the field or doesn't obey its controller (Command 3.b: the attack
-- fails to begin and the ally stays rested). The attack card lends it its power, so the
-- ally's own power is not checked.
local function attack_card_unit(ctx)
	if not ctx.this:has_keyword("command") then
		return ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
	end
	local ally = ctx:rested_for_cost()[1]
	if ally == nil or ally:zone() ~= "field" or disobeys(ctx, ally) then
		return nil
	end
	return ally
end

-- The champion of `ally`'s controller among the attack's targets, if it is one.
local function attacked_champion(combat, ally)
	for _, t in ipairs(combat.targets) do
		if t:has_type("champion") and t:controller().index == ally:controller().index then
			return t
		end
	end
	return nil
end

-- Whether the attack under way can be intercepted: not a Cleave attack (the unit, a
-- weapon or an attack card in the intent has cleave: CR, Cleave 2) nor an attack by an
-- unblockable unit (Unblockable 1). A unit's "attacks can't be intercepted" alone (taunt
-- still binding it) is its keyword `uninterceptable`.
local function interceptable(combat)
	local unit = combat.attacker
	if
		unit:has_keyword("cleave")
		or unit:has_keyword("unblockable")
		or unit:has_keyword("uninterceptable")
	then
		return false
	end
	for _, list in ipairs({ combat.weapons, combat.intent }) do
		for _, o in ipairs(list) do
			if o:has_keyword("cleave") or o:has_keyword("unblockable") then
				return false
			end
		end
	end
	return true
end

return {
	sees_stealth = sees_stealth,
	attackable = attackable,
	unblockable = unblockable,
	attack_targets = attack_targets,
	cleave_targets = cleave_targets,
	loaded = loaded,
	usable = usable,
	weapons_of = weapons_of,
	powerless = powerless,
	unaffordable = unaffordable,
	declare = declare,
	attack_card_unit = attack_card_unit,
	attacked_champion = attacked_champion,
	interceptable = interceptable,
}
