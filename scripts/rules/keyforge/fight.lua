-- KeyForge rules (a module): the fight, from Before Fight to the record of what it destroyed.

local gone = require("creatures").gone
local active_player = require("houses").active_player

-- "Before a creature fights, discard the top card of its controller's deck; if it is of
-- the active house, exhaust that creature with no effect" (Evasion Sigil: an artifact with
-- the keyword "before_fights_discard", each one in play discarding a card). True if the
-- fight is called off: the creature, exhausted by its use, deals and takes no fight damage.
local function fight_called_off(ctx, attacker)
	local house = active_player(ctx):declared("house")
	local off = false
	local sigils = ctx:objects({ zone = "artifacts", controller = "any", keyword = "before_fights_discard" })
	for _ = 1, #sigils do
		local top = ctx:top(1, attacker:controller())[1]
		if top ~= nil then
			local same = house ~= nil and (top:attribute("house") == house or top:has_keyword("all_houses"))
			ctx:discard(top)
			off = off or same
		end
	end
	return off
end

-- "Your opponent must pay you 1 æmber in order to use an artifact" (Tentacus: a creature
-- with the keyword "artifact_toll"): what using `object` costs its user, 1 per such enemy
-- creature, paid to the opponent as the use begins.
local function artifact_toll(ctx, object)
	if not object:has_type("artifact") then
		return 0
	end
	return #ctx:objects({ zone = "battleline", controller = "opponent", keyword = "artifact_toll" })
end

local function pay_toll(ctx)
	local toll = artifact_toll(ctx, ctx.this)
	if toll > 0 then
		ctx:gain(ctx.controller, "amber", -toll)
		ctx:gain(ctx.opponent, "amber", toll)
	end
end

-- Splash-attack N (rulebook, "Splash-attack"): as the creature fights, N damage to each
-- neighbour of the creature it attacks, dealt with the fight damage (even when the
-- attacked creature is elusive). The number is the
-- stat `splash_attack`, so two instances add up. It is not the attacker's power damage,
-- so poison does not ride on it.
local function splash(ctx, attacker, foe)
	local n = attacker:stat("splash_attack") or 0
	if n > 0 then
		for _, neighbour in ipairs(foe:neighbors()) do
			ctx:deal_damage(neighbour, n, attacker, { cause = "splash" })
		end
	end
end

-- Whether `creature` destroyed `victim` (a `destroyed` event's object) in a fight: by its
-- fight damage or its poison, as the fight recorded it (KF-FIGHT-KILL-3).
local function killed_fighting(creature, victim)
	return table.find(creature:remembered("fight_kills"), tostring(victim.id)) ~= nil
end

-- Whether the `destroyed` event is of a creature destroyed in a fight, whoever fought: the
-- event names the fight as what destroyed it — the fight damage, the splash-attack damage
-- dealt with it, or poison (KF-EVT-FIGHT-1). Assault and hazardous damage come before the
-- fight (KF-FIGHT-KILL-2).
local function destroyed_in_a_fight(_ctx, event)
	return event.kind == "destroyed" and (event.cause == "fight" or event.cause == "splash")
end

-- The fight's own damage and poison: what it destroys was "destroyed in a fight".
local FIGHT = { cause = "fight" }

-- aoa2: the damage a creature deals as fight damage, attacking or attacked: its power,
-- unless a printed "only deals N damage when fighting" (the stat fight_damage) caps it.
local function fight_power(creature)
	return creature:stat("fight_damage") or creature:stat("power") or 0
end

-- mm4: the creatures beside `creature` with a "neighbor_fight_damage" ability (Drecker),
-- which the fight calls with the fight damage dealt to it (KF-FIGHT-NEIGHBOR-1).
local function fight_damage_watchers(creature)
	local out = {}
	for _, n in ipairs(creature:neighbors()) do
		if n:has_ability("neighbor_fight_damage") then
			table.insert(out, n)
		end
	end
	return out
end

-- A fight from the moment the creature attacked is chosen: Before Fight, assault and
-- hazardous, then the fight damage. Returns whether the fight reached its damage, the creature
-- attacked and its neighbors as the damage was dealt.
local fight_damage

local function fight_out(ctx, attacker, foe, evaded)
	-- Before Fight.
	local hit = foe
	local had, said = ctx:ability("before_fight", foe)
	if had then
		ctx:settle()
		if gone(attacker) or gone(foe) then
			return false
		end
		if type(said) == "table" and said.damage_to ~= nil and not gone(said.damage_to) then
			hit = said.damage_to
		end
	end

	-- Before the fight.
	ctx:deal_damage(foe, attacker:stat("assault") or 0, attacker, { cause = "assault" })
	ctx:deal_damage(attacker, foe:stat("hazardous") or 0, foe, { cause = "hazardous" })
	ctx:settle()
	if gone(attacker) or gone(foe) then
		return false
	end
	if fight_called_off(ctx, attacker) then
		return false
	end

	-- The fight damage, its poison and the record of what it destroyed are one step: what
	-- they trigger ("after a creature is destroyed fighting") resolves after all of them,
	-- before the attacker's own "Fight:" ability (KF-TRIG-3).
	return ctx:as_one(fight_damage, ctx, attacker, foe, hit, evaded)
end

-- The fight damage, from `attacker` to `hit` (the creature attacked, or where a Before
-- Fight ability sent it) and back from `foe`. Splash-attack damage comes with it, even
-- where elusive stops the rest (keyteki's Crim Torchtooth spec).
fight_damage = function(ctx, attacker, foe, hit, evaded)
	splash(ctx, attacker, foe)
	-- The creature attacked goes to the card's own "Fight:" ability, and with its
	-- neighbors as the fight damage is dealt to an ability that made the fight (Smite:
	-- "the attacked creature's neighbors", even once it is destroyed).
	local beside = foe:neighbors()
	if evaded then
		return true, foe, beside
	end
	-- Both are fighting now: a creature destroyed by assault or hazardous damage before
	-- this was not destroyed fighting (KF-FIGHT-KILL-2).
	ctx:lasting({ target = attacker, duration = "turn", effect = { grant = "fought_this_turn" } })
	ctx:lasting({ target = foe, duration = "turn", effect = { grant = "fought_this_turn" } })
	-- A creature the damage was sent to may be gone by now: then the damage is skipped.
	local attacker_poison, foe_poison = attacker:has_keyword("poison"), foe:has_keyword("poison")
	-- The attacker's own bonus against the creature it fights (Valdr: a flank creature).
	local bonus = 0
	local has_bonus, extra = ctx:ability("fight_bonus", foe)
	if has_bonus and type(extra) == "number" then
		bonus = extra
	end
	-- The creatures beside each creature the fight damage goes to, as it is dealt, that
	-- answer it (Drecker: "neighbor_fight_damage", KF-FIGHT-NEIGHBOR-1).
	local echoes = { [attacker.id] = fight_damage_watchers(attacker), [hit.id] = fight_damage_watchers(hit) }
	ctx:deal_damage(hit, fight_power(attacker) + bonus, attacker, FIGHT)
	-- "no_damage_when_attacked": the attacked creature deals none (Lollop the Titanic).
	if not attacker:has_keyword("skirmish") and not foe:has_keyword("no_damage_when_attacked") then
		ctx:deal_damage(attacker, fight_power(foe), foe, FIGHT)
	end
	-- Poison destroys whatever creature the poisonous one's fight damage landed on,
	-- there or where a replacement effect sent it (Shadow Self, KF-DESTROY-11).
	local poisoned, echoed = {}, {}
	local dealt = ctx:settle()
	for _, d in ipairs(dealt) do
		local from_poison = (d.source == attacker and attacker_poison) or (d.source == foe and foe_poison)
		if from_poison and d.target:is_valid() then
			table.insert(poisoned, { target = d.target, source = d.source })
		end
		for _, watcher in ipairs(d.amount > 0 and echoes[d.target.id] or {}) do
			table.insert(echoed, { watcher = watcher, amount = d.amount, source = d.source })
		end
	end
	if #poisoned > 0 then
		local targets = {}
		for _, p in ipairs(poisoned) do
			table.insert(targets, p.target)
		end
		ctx:destroy(targets, FIGHT)
	end
	-- What the fight destroyed, by its damage or its poison, is remembered by the
	-- creature that dealt it: "destroyed fighting" is this, not a later Fight: ability's
	-- damage from the same creature (KF-FIGHT-KILL-3).
	for _, list in ipairs({ dealt, poisoned }) do
		for _, d in ipairs(list) do
			if d.source ~= nil and d.source:is_valid() and not d.target:is_valid() then
				ctx:remember(d.source, "fight_kills", tostring(d.target.id))
			end
		end
	end
	for _, e in ipairs(echoed) do
		if e.watcher:is_valid() then
			ctx:ability_of(e.watcher, "neighbor_fight_damage", e.amount, e.source)
		end
	end
	return true, foe, beside
end

return {
	fight_called_off = fight_called_off,
	artifact_toll = artifact_toll,
	pay_toll = pay_toll,
	splash = splash,
	killed_fighting = killed_fighting,
	destroyed_in_a_fight = destroyed_in_a_fight,
	fight_power = fight_power,
	fight_damage_watchers = fight_damage_watchers,
	fight_damage = fight_damage,
	fight_out = fight_out,
}
