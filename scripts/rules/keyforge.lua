-- KeyForge rules that are not plain data: houses, and what reaping and fighting do
-- before a card's own "Reap:" or "Fight:" ability.

-- Why `card` is not of the house its controller chose this turn, if it is not. A card
-- with the keyword "all_houses" (granted by Experimental Therapy) belongs to every house.
local function off_house(ctx, card)
	local house = ctx.controller:declared("house")
	if house ~= nil and card:attribute("house") ~= house and not card:has_keyword("all_houses") then
		return "only cards of the active house (" .. house .. ") can be played or used"
	end
	return nil
end

-- The card types of KeyForge.
local CARD_TYPES = { "action", "artifact", "creature", "upgrade" }

-- What a player must pay in æmber to play `card` ("your opponent must pay you 1 æmber in
-- order to play an artifact", Customs Office): the player values "play_tax_<type>" of its
-- types, which constant abilities raise (KF5-TAX-1).
local function play_tax(ctx, card)
	local tax = 0
	for _, t in ipairs(CARD_TYPES) do
		if card:has_type(t) then
			tax = tax + ctx.controller:value("play_tax_" .. t)
		end
	end
	return tax
end

-- Stun (rulebook glossary, "Stun"): a stun counter on the creature, never more than one.
-- The next time the creature is used (to fight or reap, or for its Action: or Omni:
-- ability) the only thing that happens is that it exhausts (the use did) and the counter
-- is removed: no æmber, no fight, none of its own abilities of that use.
-- A creature gone from play, or tagged for destruction (destroyed, its "Destroyed:"
-- abilities still to resolve): it no longer fights.
local function gone(creature)
	return not creature:is_valid() or creature:is_destroyed()
end

local function stunned(creature)
	return creature:counter("stun") > 0
end

-- The use of a stunned creature: its stun is removed instead. True if it was stunned.
local function shake_off_stun(ctx)
	if stunned(ctx.this) then
		ctx:add_counter(ctx.this, "stun", -1)
		return true
	end
	return false
end

-- A card of another house used through a counted permission spends it ("you may play or
-- use one Brobnar card this turn", KF-AOA3-PLAYUSE-1); omni uses need none.
local function spend_use_permission(ctx)
	if off_house(ctx, ctx.this) then
		ctx:spend_allowance(ctx.this, "use")
	end
end

-- A flank creature: fewer than two neighbors (alone, it is on both flanks), or one an
-- effect says is considered a flank creature (Spectral Tunneler: "considered_flank").
local function on_flank(creature)
	return #creature:neighbors() < 2 or creature:has_keyword("considered_flank")
end

-- The active player: the turn player, whose declared house is the active house.
local function active_player(ctx)
	return ctx.controller:is_turn_player() and ctx.controller or ctx.opponent
end

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

-- The houses: Call of the Archons' seven, then those Worlds Collide brought, then
-- Unfathomable (Dark Tidings), Ekwidon (Winds of Exchange) and Geistoid (Grim Reminders);
-- what "choose a house" offers and the order identity cards list them in.
local HOUSES = {
	"brobnar",
	"dis",
	"logos",
	"mars",
	"sanctum",
	"shadows",
	"untamed",
	"saurian",
	"staralliance",
	"unfathomable",
	"ekwidon",
	"geistoid",
}

-- The zones a player's cards may be in: their identity card's houses are those of the
-- cards they brought (KF5-HOUSE-4).
local OWN_ZONES = {
	"deck",
	"hand",
	"discard",
	"archives",
	"battleline",
	"artifacts",
	"upgrades",
	"purged",
	"gigantic",
	"grafted",
}

-- The houses on a player's identity card, in the order of HOUSES.
local function identity_houses(ctx, player)
	local side = player == ctx.controller and "you" or "opponent"
	local seen = {}
	for _, zone in ipairs(OWN_ZONES) do
		for _, card in ipairs(ctx:objects({ zone = zone, controller = side })) do
			local house = card:attribute("house")
			if house ~= nil then
				seen[house] = true
			end
		end
	end
	local out = {}
	for _, house in ipairs(HOUSES) do
		if seen[house] then
			table.insert(out, house)
		end
	end
	return out
end

-- Whether a creature with taunt shields `e`: one beside it, or one with "far_taunt" two
-- places away (Lady Loreena: "its taunt also applies to its neighbors' neighbors").
local function taunt_shields(e)
	for _, n in ipairs(e:neighbors()) do
		if n:has_keyword("taunt") then
			return true
		end
		for _, m in ipairs(n:neighbors()) do
			if m ~= e and m:has_keyword("taunt") and m:has_keyword("far_taunt") then
				return true
			end
		end
	end
	return false
end

-- The enemy creatures the creature being used (ctx.this) may fight now. Taunt: a creature
-- beside one with taunt (or two places from one with far_taunt) can't be attacked, unless
-- it has taunt too (an attacker with "ignores_taunt", Niffle Ape, ignores it). The attacker's own "can_fight" ability (a
-- check) may narrow them further: Bigtwig fights only stunned creatures.
local function fightable(ctx)
	local open = {}
	local through_taunt = ctx.this:has_keyword("ignores_taunt")
	for _, e in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
		local shielded = not e:has_keyword("taunt") and not through_taunt and taunt_shields(e)
		local restricted, allowed = ctx:ability("can_fight", e)
		-- "not_fightable": an effect keeps it from being fought for now (One Stood Against
		-- Many: a creature already fought by its ability).
		-- "flank_attackers_only": only a creature on a flank may fight it (Camouflage).
		local hidden = e:has_keyword("flank_attackers_only") and not on_flank(ctx.this)
		if
			not shielded
			and (not restricted or allowed)
			and not e:has_keyword("not_fightable")
			and not hidden
		then
			table.insert(open, e)
		end
	end
	return open
end

-- ---- kf3: keywords of the later sets (seeds/kf-keywords-later.md) ----

-- Enrage (rulebook, "Enrage"): an enrage counter, never a second. An enraged creature that
-- is used must be used to fight if it can fight; after it fights its enrage counters go.
local function enraged(creature)
	return creature:counter("enrage") > 0
end

-- Why an enraged creature may not be used this way now, if it may not. A use an ability
-- names ("reap with it": Ghosthawk) is not "using" it by choice, so it is allowed (Archon
-- Arcana's ruling on Enrage); a stunned creature's use only removes its stun. The keyword
-- "must_fight" (Little Rapscal: "creatures must fight when used, if able") works the same.
local function must_fight(ctx, object, ability, via)
	if ability == "fight" or via or stunned(object) then
		return nil
	end
	local why = (enraged(object) and "enraged") or (object:has_keyword("must_fight") and "must fight")
	if why and #fightable(ctx) > 0 then
		return why .. ": it must be used to fight while it can fight"
	end
	return nil
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
			ctx:deal_damage(neighbour, n)
		end
	end
end

-- Treachery (rulebook, "Treachery"): the card enters play under the opponent's control.
local function treachery(ctx)
	local card = ctx.this
	if card:has_keyword("treachery") and card:is_valid() and card:controller() == ctx.controller then
		local zone = card:zone()
		if zone == "battleline" or zone == "artifacts" then
			ctx:take_control(card, ctx.opponent)
		end
	end
end

-- Scrap (rulebook, "Scrap"): after the active player discards cards with a "Scrap:"
-- ability from their own hand (by the main step's discard or by any effect), each one's
-- Scrap: resolves, the card already in the discard pile; several discarded together
-- resolve one at a time, in the order the active player picks. A card discarded from
-- elsewhere, or from the other player's hand, resolves nothing.
local function scrap(ctx, cards)
	local active = active_player(ctx)
	local waiting = {}
	for _, d in ipairs(cards) do
		local card = d.card
		if
			d.from == "hand"
			and card:is_valid()
			and card:zone() == "discard"
			and card:owner() == active
			and card:has_ability("scrap")
		then
			table.insert(waiting, card)
		end
	end
	while #waiting > 0 do
		local i = 1
		if #waiting > 1 then
			local first =
				ctx:choose({ prompt = "Whose Scrap: resolves first?", objects = waiting, player = active })[1]
			for j, card in ipairs(waiting) do
				if card == first then
					i = j
				end
			end
		end
		local card = table.remove(waiting, i)
		if card:is_valid() then
			ctx:ability_of(card, "scrap")
			ctx:settle()
		end
	end
end

-- Ward (rulebook, "Ward"): a ward counter, never a second. The next time the creature
-- would be damaged, destroyed or leave play, all its ward counters are removed instead. A
-- creature already tagged for destruction still leaves play.
local function unward(ctx)
	return { kind = "counter", target = ctx.this, counter = "ward", amount = -ctx.this:counter("ward") }
end

-- The tide (rulebook, "Tide"): high for one player is low for the other; at first it is
-- neither. Recorded as the player counter `high_tide` (1 for the player it is high for).
-- Raising it makes it high for that player (and low for the other); a card that raises it
-- costs no chains.
local function tide_high(player)
	return player:counter("high_tide") > 0
end

local function other_player(ctx, player)
	if player == ctx.controller then
		return ctx.opponent
	end
	return ctx.controller
end

-- Token creatures (rulebook, "Token Creatures"): a deck may come with a token creature
-- reference card (kept in the zone `token_reference`). Making a token creature puts the
-- top card of the player's deck into play face down, exhausted, on a flank of their
-- battleline (the player picks), as a copy of that reference card (ready if that card
-- enters play ready); leaving play, it is its own card again. With no reference card or an empty deck, nothing is made.
local function make_token(ctx, player)
	local p = player or ctx.controller
	local side = "opponent"
	if p == ctx.controller then
		side = "you"
	end
	local reference = ctx:objects({ zone = "token_reference", controller = side })[1]
	local top = ctx:top(1, p)[1]
	if reference == nil or top == nil then
		return nil
	end
	local left = false
	if #ctx:objects({ zone = "battleline", controller = side }) > 0 then
		local pick = ctx:choose({
			prompt = "Make the token creature on which flank?",
			options = { "left flank", "right flank" },
			player = p,
		})[1]
		left = pick == "left flank"
	end
	-- A battleline's top is its left end.
	local token = ctx:token_from(top, reference:card_id(), "battleline", left and "top" or "bottom")
	-- A token that "enters play ready" (Berserker) stays ready, as a played creature would.
	if token ~= nil and not token:has_keyword("enters_ready") then
		ctx:exhaust(token)
	end
	return token
end

-- Gigantic (rulebook, "Gigantic"): one creature printed on two cards of one title, its
-- bottom half (power, armor, text box) and its top half (bonus icons): the attribute
-- "gigantic". It is played by playing the bottom half with the top half from the same
-- hand; the top half goes under it (zone "gigantic") and follows it when it leaves play.
-- Out of play they are two cards.
local function gigantic_top(ctx, card)
	for _, other in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
		if other:attribute("gigantic") == "top" and other:name() == card:name() then
			return other
		end
	end
	return nil
end

local function gigantic_refusal(ctx, card)
	local half = card:attribute("gigantic")
	if half == "top" then
		return "the top half of a gigantic creature is played only with its bottom half"
	elseif half == "bottom" and gigantic_top(ctx, card) == nil then
		return "a gigantic creature is played only with its other half from the same hand"
	end
	return nil
end

-- As the bottom half enters play, the top half joins it; its bonus icons count (returned).
local function gigantic_join(ctx)
	local card = ctx.this
	if card:attribute("gigantic") ~= "bottom" or card:zone() ~= "battleline" then
		return 0
	end
	local top = gigantic_top(ctx, card)
	if top == nil then
		return 0
	end
	local bonus = top:stat("amber") or 0
	if not ctx:attach(top, card, "gigantic") then
		return 0
	end
	return bonus
end

-- Enrage and ward are status counters: put on a creature in play that has none (an effect
-- on one that has it does nothing, like stun).
local function put_status(ctx, creature, name)
	if creature ~= nil and creature:is_valid() and creature:counter(name) == 0 then
		ctx:add_counter(creature, name, 1)
	end
end

local function has_status(creature, name)
	return creature ~= nil and creature:is_valid() and creature:counter(name) > 0
end

local LATER_TERMS = {
	-- ctx:rule("make_token" [, player]): the token creature made, or nil.
	make_token = make_token,
	-- ctx:rule("raise_tide" [, player]): the tide becomes high for the player (the
	-- ability's controller by default). Returns whether it was raised: a player it is
	-- already high for cannot raise it (KF-KW-TIDE-4), and nothing happens.
	raise_tide = function(ctx, player)
		local p = player or ctx.controller
		-- "Players cannot raise the tide" (Trial by Water) stops a card's raising too.
		if p:forbidden("raise_tide") or tide_high(p) then
			return false
		end
		local other = other_player(ctx, p)
		ctx:gain(p, "high_tide", 1)
		if tide_high(other) then
			ctx:gain(other, "high_tide", -other:counter("high_tide"))
		end
		return true
	end,
	-- ctx:rule("raised_tide", event): the player who raised the tide, if the event is a
	-- raising (the tide becoming high for them), else nil: "after a player raises the
	-- tide" is a trigger `on = "gained"` asking this (KF-KW-TIDE-4).
	raised_tide = function(_ctx, event)
		if event.kind == "gained" and event.counter == "high_tide" and event.amount > 0 then
			return event.player
		end
		return nil
	end,
	-- ctx:rule("reset_tide"): the tide is neither high nor low for anyone.
	reset_tide = function(ctx)
		for _, p in ipairs({ ctx.controller, ctx.opponent }) do
			if tide_high(p) then
				ctx:gain(p, "high_tide", -p:counter("high_tide"))
			end
		end
	end,
	-- ctx:rule("tide" [, player]): "high", "low" or "neither", for the player.
	tide = function(ctx, player)
		local p = player or ctx.controller
		if tide_high(p) then
			return "high"
		elseif tide_high(other_player(ctx, p)) then
			return "low"
		end
		return "neither"
	end,
	-- Exalt (rulebook, "Exalt"): 1 æmber from the common supply onto the creature.
	exalt = function(ctx, creature)
		if creature ~= nil and creature:is_valid() then
			ctx:add_counter(creature, "amber", 1)
		end
	end,
	-- Haunted (rulebook, "Haunted"): 10 or more cards in the player's discard pile.
	haunted = function(ctx, player)
		return (player or ctx.controller):count("discard") >= 10
	end,
	enrage = function(ctx, creature)
		put_status(ctx, creature, "enrage")
	end,
	enraged = function(_ctx, creature)
		return has_status(creature, "enrage")
	end,
	ward = function(ctx, creature)
		put_status(ctx, creature, "ward")
	end,
	warded = function(_ctx, creature)
		return has_status(creature, "ward")
	end,
}

-- A replacement effect of a status: `on` a change to the object itself, `when` it applies.
local function instead_for(on, label, when, instead)
	return {
		on = on,
		label = label,
		applies = function(ctx, change)
			return change.target == ctx.this and when(ctx, change)
		end,
		instead = instead,
	}
end

local function always()
	return true
end

local function nothing()
	return {}
end

-- Damage of 0 uses no ward; a creature already tagged for destruction still leaves play.
local function some_damage(_ctx, change)
	return change.amount > 0
end

local function not_tagged(ctx)
	return not ctx.this:is_destroyed()
end

local WARD = "ward: the ward is removed instead"

local KEYWORD_REPLACEMENTS = {
	-- Invulnerable (rulebook, "Invulnerable"): it cannot be dealt damage or destroyed.
	invulnerable = {
		replacements = {
			instead_for("damage", "invulnerable: no damage", always, nothing),
			instead_for("destroy", "invulnerable: not destroyed", always, nothing),
		},
	},
}

local COUNTER_REPLACEMENTS = {
	ward = {
		replacements = {
			instead_for("damage", WARD, some_damage, unward),
			instead_for("destroy", WARD, not_tagged, unward),
			instead_for("move", WARD, not_tagged, unward),
			instead_for("discard", WARD, not_tagged, unward),
		},
	},
}
-- ---- end kf3 ----

-- The creatures of greatest power (sign 1) or of lowest power (sign -1), ties all: "the
-- most / least powerful creature".
local function power_extreme(creatures, sign)
	local found, mark = {}, nil
	for _, creature in ipairs(creatures) do
		local power = (creature:stat("power") or 0) * sign
		if mark == nil or power > mark then
			found, mark = { creature }, power
		elseif power == mark then
			table.insert(found, creature)
		end
	end
	return found
end

-- ---- kf6 ----
-- Put into play (rulebook, "Put Into Play"): the card enters play without being played
-- (no æmber bonus, no Play: ability), exhausted (unless it "enters play ready"); a
-- creature on a flank of its owner's battleline, which the active player picks when the
-- line is not empty. Returns it in play, or nil.
local function put_into_play(ctx, card)
	if card == nil or not card:is_valid() then
		return nil
	end
	local side = "opponent"
	if card:owner() == ctx.controller then
		side = "you"
	end
	local ready = card:has_keyword("enters_ready")
	local position = "bottom"
	if #ctx:objects({ zone = "battleline", controller = side }) > 0 then
		local pick = ctx:choose({
			prompt = "Put " .. card:name() .. " on which flank?",
			options = { "left flank", "right flank" },
		})[1]
		-- A battleline's top is its left end.
		if pick == "left flank" then
			position = "top"
		end
	end
	if not ctx:move(card, "battleline", { position = position }) then
		return nil
	end
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		if creature.id == card.id then
			if not ready and not creature:is_rested() then
				ctx:exhaust(creature)
			end
			return creature
		end
	end
	return nil
end

-- Whether `creature` destroyed `victim` (a `destroyed` event's object) in a fight: by its
-- fight damage or its poison, as the fight recorded it (KF-FIGHT-KILL-3).
local function killed_fighting(creature, victim)
	return table.find(creature:remembered("fight_kills"), tostring(victim.id)) ~= nil
end

-- Whether the `destroyed` event is of a creature destroyed in a fight, whoever fought: its
-- damage's source is a creature that fought or was attacked this turn (as
-- destroyed_fighting reads a fight), or one no longer in play — destroyed by the same
-- fight, its record of the fight gone with it.
local function destroyed_in_a_fight(_ctx, event)
	if event.kind ~= "destroyed" or event.source == nil or not event.source:is_valid() then
		return false
	end
	local source = event.source
	if not source:has_type("creature") then
		return false
	end
	if source:zone() ~= "battleline" then
		return true
	end
	return killed_fighting(source, event.object)
end

-- "Use an artifact as if it were yours" (Nexus, Remote Access, Poltergeist): the active
-- player picks one of `artifacts`; it is used as if the ability's controller controlled
-- it, the first way the ruleset lists that it may be used now (none: not used). Returns
-- the one picked, or nil when there was none to pick.
local function use_as_yours(ctx, artifacts, prompt)
	if #artifacts == 0 then
		return nil
	end
	local artifact = ctx:choose({ prompt = prompt, objects = artifacts })[1]
	local how = { as_yours = true }
	local ways = ctx:uses(artifact, how)
	if #ways > 0 then
		ctx:use(artifact, ways[1], how)
	end
	return artifact
end
-- ---- end kf6 ----

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

-- ---- aoa5: bonus icons ----
-- Bonus icons (rulebook "Bonus Icons", KF-ICON-1..7): a card's æmber icons (the stat
-- "amber") come first, then its other icons (`obj:icons()`: printed, then Enhance's), each
-- resolved in order as the card is played, before its "Play:" ability. The active player
-- picks what an icon needs; an icon with nothing to do does nothing.
local ICONS = { amber = true, capture = true, damage = true, draw = true, discard = true }

local function bonus_icons(card, extra_amber)
	local out = {}
	for _ = 1, (card:stat("amber") or 0) + (extra_amber or 0) do
		table.insert(out, "amber")
	end
	for _, icon in ipairs(card:icons()) do
		if not ICONS[icon] then
			error(
				card:name() .. ": unknown bonus icon '" .. icon .. "' (amber, capture, damage, draw, discard)"
			)
		end
		table.insert(out, icon)
	end
	return out
end

-- A damage icon dealt damage to `creature`: the "after_icon_damage" ability of each card
-- in play, either side's, in the order they are found.
local function after_icon_damage(ctx, creature)
	for _, zone in ipairs({ "battleline", "artifacts" }) do
		for _, obj in ipairs(ctx:objects({ zone = zone, controller = "any" })) do
			if creature:is_valid() and obj:has_ability("after_icon_damage") then
				ctx:ability_of(obj, "after_icon_damage", creature)
			end
		end
	end
end

-- One icon, for the player resolving the card. "icons_as_capture" (Amphora Captura) lets
-- them resolve any other icon as a capture icon instead (KF-ICON-8).
local function resolve_icon(ctx, card, icon)
	local chooser = active_player(ctx)
	if icon ~= "capture" and card:has_keyword("icons_as_capture") then
		local how = ctx:choose({
			prompt = "Resolve this " .. icon .. " bonus icon as?",
			options = { icon, "capture" },
			player = ctx.controller,
		})[1]
		icon = how or icon
	end
	-- "capture_icon_may_steal" on a creature of theirs (Scrivener Favian): a capture icon
	-- may steal 1 instead; asked only while the opponent has æmber (KF-ICON-11).
	local steal = false
	if
		icon == "capture"
		and ctx.opponent:counter("amber") > 0
		and ctx:count({ zone = "battleline", controller = "you", keyword = "capture_icon_may_steal" }) > 0
	then
		steal = ctx:choose({
			prompt = "Resolve this capture bonus icon as?",
			options = { "capture", "steal" },
			player = ctx.controller,
		})[1] == "steal"
	end
	if icon == "amber" then
		ctx:gain(ctx.controller, "amber", 1)
	elseif steal then
		ctx:steal(1)
	elseif icon == "capture" then
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if ctx.opponent:counter("amber") > 0 and #mine > 0 then
			local c = ctx:choose({
				prompt = "Which creature captures 1 (bonus icon)?",
				objects = mine,
				player = chooser,
			})
			ctx:capture(c[1], 1)
		end
	elseif icon == "damage" then
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		if #all > 0 then
			local c = ctx:choose({
				prompt = "Deal 1 damage to which creature (bonus icon)?",
				objects = all,
				player = chooser,
			})
			-- Not dealt by the card the icon is on (KF-ICON-4).
			ctx:deal_damage(c[1], 1, { sourceless = true })
			-- Each creature it was dealt to (armor may stop it) goes to the
			-- "after_icon_damage" ability of every card in play (Maleficorn, KF-ICON-12).
			for _, dealt in ipairs(ctx:settle()) do
				if dealt.amount > 0 and dealt.target:is_valid() then
					after_icon_damage(ctx, dealt.target)
				end
			end
		end
	elseif icon == "draw" then
		ctx:draw(1)
	elseif icon == "discard" then
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		if #hand > 0 then
			local c =
				ctx:choose({ prompt = "Discard which card (bonus icon)?", objects = hand, player = chooser })
			ctx:discard(c[1])
		end
	end
	-- Scripts see it: an event, and right away (before the card's "Play:") the
	-- "after_bonus_icon" ability of the resolving player's cards in play (Chronus, KF-ICON-9).
	if icon ~= "amber" then
		ctx:when_you_do(icon .. "_icon")
	end
	for _, zone in ipairs({ "battleline", "artifacts" }) do
		for _, obj in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
			if obj:has_ability("after_bonus_icon") then
				ctx:ability_of(obj, "after_bonus_icon", icon)
			end
		end
	end
end

-- Every bonus icon of `card`, in order; each once more per "icons_again" grant (Fission
-- Bloom: an icon and its repeat before the next icon). Consecutive æmber icons with no
-- choice to make are gained together, as one gain.
local function resolve_bonus_icons(ctx, card, extra_amber)
	-- "opponent_no_bonus_icons" on a card in play of the opponent's (Master of the Grey): none
	-- resolve, "as though you had played it" too (KF-ICON-13).
	for _, zone in ipairs({ "battleline", "artifacts" }) do
		if ctx:count({ zone = zone, controller = "opponent", keyword = "opponent_no_bonus_icons" }) > 0 then
			return
		end
	end
	local icons = bonus_icons(card, extra_amber)
	local times = card:has_keyword("icons_again") and 2 or 1
	local pooled = 0
	local asks = card:has_keyword("icons_as_capture")
	for _, icon in ipairs(icons) do
		for _ = 1, times do
			if icon == "amber" and not asks then
				pooled = pooled + 1
			else
				if pooled > 0 then
					ctx:gain(ctx.controller, "amber", pooled)
					pooled = 0
				end
				resolve_icon(ctx, card, icon)
			end
		end
	end
	if pooled > 0 then
		ctx:gain(ctx.controller, "amber", pooled)
	end
end
-- ---- end aoa5 ----

-- Whether a player's acts (`bought`) include a key forged.
local function forged_among(acts)
	for _, act in ipairs(acts) do
		if act.what == "key" then
			return true
		end
	end
	return false
end

-- A fight from the moment the creature attacked is chosen: Before Fight, assault and
-- hazardous, then the fight damage. Returns whether the fight reached its damage, the creature
-- attacked and its neighbors as the damage was dealt.
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
	ctx:deal_damage(foe, attacker:stat("assault") or 0, attacker)
	ctx:deal_damage(attacker, foe:stat("hazardous") or 0, foe)
	ctx:settle()
	if gone(attacker) or gone(foe) then
		return false
	end
	if fight_called_off(ctx, attacker) then
		return false
	end

	-- The fight damage. Splash-attack damage comes with it, even where elusive stops the
	-- rest (keyteki's Crim Torchtooth spec).
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
	ctx:deal_damage(hit, fight_power(attacker) + bonus, attacker)
	-- "no_damage_when_attacked": the attacked creature deals none (Lollop the Titanic).
	if not attacker:has_keyword("skirmish") and not foe:has_keyword("no_damage_when_attacked") then
		ctx:deal_damage(attacker, fight_power(foe), foe)
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
		ctx:destroy(targets)
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
	-- Terms of card text (`ctx:rule(name, ...)`), each with a comment saying what it
	-- means: `cardsmith cards` lists them (docs/cards.md, "Rules terms").
	rules = {
		-- ctx:rule("resolve_bonus_icons", card): resolve a card's bonus icons as if it had
		-- been played (Ensign El-Samra), wherever it is.
		resolve_bonus_icons = function(ctx, card)
			if card ~= nil and card:is_valid() then
				resolve_bonus_icons(ctx, card)
			end
		end,
		-- ctx:rule("bonus_icon_count", card): how many bonus icons the card bears, its æmber
		-- bonus and every other icon, Enhance's included (Mindfire, Wail of the Damned).
		bonus_icon_count = function(_ctx, card)
			return #bonus_icons(card)
		end,
		-- ctx:rule("next_play_icons_again"): the next card the ability's controller plays this
		-- turn resolves each of its bonus icons one more time (Fission Bloom, Wild Bounty:
		-- a grant the play claims, KF-ICON-10).
		next_play_icons_again = function(ctx)
			ctx:lasting({
				target = { zone = "stack", controller = "you" },
				duration = "turn",
				once = true,
				effect = { grant = "icons_again" },
			})
		end,
		-- ctx:rule("purge_and_resolve_icons", card): purge a card in play, then resolve its
		-- bonus icons as if it had been played, from the purged zone (Reclaimed by Nature,
		-- Ultra Gravitron); nothing if a replacement effect kept it from the purged zone.
		purge_and_resolve_icons = function(ctx, card)
			if card == nil or not card:is_valid() then
				return
			end
			local id = card.id
			if not ctx:banish(card) then
				return
			end
			for _, purged in ipairs(ctx:objects({ zone = "purged", controller = "any" })) do
				if purged.id == id then
					resolve_bonus_icons(ctx, purged)
				end
			end
		end,
		-- Every house, for "choose a house".
		houses = function()
			return table.clone(HOUSES)
		end,
		-- ctx:rule("identity_houses", player): the houses of that player's deck, for "choose
		-- a house on your opponent's identity card".
		identity_houses = function(ctx, player)
			return identity_houses(ctx, player or ctx.controller)
		end,
		-- "Stun <creature>": a stun counter on it, unless it is stunned already.
		stun = function(ctx, creature)
			if creature ~= nil and creature:is_valid() and not stunned(creature) then
				ctx:add_counter(creature, "stun", 1)
			end
		end,
		-- Its stun removed (what using a stunned creature does instead of the use).
		remove_stun = function(ctx, creature)
			if creature ~= nil and creature:is_valid() and stunned(creature) then
				ctx:add_counter(creature, "stun", -creature:counter("stun"))
			end
		end,
		-- Whether it is stunned.
		stunned = function(_ctx, creature)
			return creature ~= nil and creature:is_valid() and stunned(creature)
		end,
		-- ctx:rule("deal_and_purge", creature, n): deal n damage to it; if this damage
		-- destroys it, purge it (Yxilo Bolter, Special Delivery). The destruction is over
		-- after the settle, so it is looked for where that put it: a discard pile (one a
		-- "Destroyed:" ability sent elsewhere, Bad Penny back to hand, stays there).
		deal_and_purge = function(ctx, creature, n)
			ctx:deal_damage(creature, n)
			ctx:settle()
			if creature:is_valid() then
				return
			end
			for _, card in ipairs(ctx:objects({ zone = "discard", controller = "any" })) do
				if card.id == creature.id then
					ctx:banish(card)
				end
			end
		end,
		-- ctx:rule("destroyed_fighting", event, creature): the `destroyed` event is of a
		-- creature destroyed fighting `creature` ("after an enemy creature is destroyed
		-- fighting Krump"): the fight damage (or poison) of `creature`, attacking or
		-- attacked, destroyed it — not assault before the fight (KF-FIGHT-KILL-2), nor a
		-- Fight: ability's damage after it (KF-FIGHT-KILL-3).
		destroyed_fighting = function(_ctx, event, creature)
			if event.kind ~= "destroyed" or event.object == nil or not creature:is_valid() then
				return false
			end
			return killed_fighting(creature, event.object)
		end,
		-- ctx:rule("reveal_from_hand", house): "reveal any number of <house> cards from
		-- your hand" (Battle Fleet, Commpod, Mothergun): the player picks any number of
		-- them, they are revealed, and the rule returns how many.
		reveal_from_hand = function(ctx, house)
			local cards = {}
			for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
				if card:attribute("house") == house or card:has_keyword("all_houses") then
					table.insert(cards, card)
				end
			end
			local prompt = "Reveal any number of " .. house .. " cards"
			local shown = ctx:choose({ prompt = prompt, objects = cards, min = 0, max = #cards })
			if #shown > 0 then
				ctx:reveal(shown)
			end
			return #shown
		end,
		-- ctx:rule("flank_creatures", controller): the creatures on a flank of their
		-- battleline (fewer than two neighbors), of "you", "opponent" or "any" (default).
		flank_creatures = function(ctx, controller)
			local flank = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = controller or "any" })) do
				if on_flank(creature) then
					table.insert(flank, creature)
				end
			end
			return flank
		end,
		-- ctx:rule("forged_last_turn", player): the player forged a key during the turn
		-- before this one ("if your opponent forged a key on their previous turn").
		forged_last_turn = function(_ctx, player)
			return forged_among(player:last_turn("bought"))
		end,
		-- ctx:rule("on_flank", creature): it is in a battleline, on a flank of it (or is
		-- considered to be): "while it is not on a flank" (Aja, Covetous Hema).
		on_flank = function(_ctx, creature)
			return creature ~= nil
				and creature:is_valid()
				and creature:zone() == "battleline"
				and on_flank(creature)
		end,
		-- ctx:rule("of_house", card, house): its house, or every house with "all_houses".
		of_house = function(_ctx, card, house)
			return card:attribute("house") == house or card:has_keyword("all_houses")
		end,
		-- ctx:rule("play_or_use_one", house): "you may play or use one <house> card this
		-- turn" (the Ambassadors): one permission, spent by a play or a use (KF-AOA3-PLAYUSE-1).
		-- wc5: `{ not_house = house }` instead of a house: one card not of that house (CXO Taber).
		play_or_use_one = function(ctx, house)
			local key, of_it = "attributes", { house = house }
			if type(house) == "table" then
				key, of_it = "not_attributes", { house = house.not_house }
			end
			local pooled = { uses = 1, pool = "play_or_use" }
			ctx:lasting({
				target = { controller = "you", zone = "stack", [key] = of_it },
				duration = "turn",
				effect = { allow = "activate", uses = pooled.uses, pool = pooled.pool },
			})
			ctx:lasting({
				target = { controller = "you", [key] = of_it },
				duration = "turn",
				effect = { allow = "use", uses = pooled.uses, pool = pooled.pool },
			})
		end,
		-- Later sets (kf3): exalt, haunted, enrage/enraged, ward/warded, the tide.
		raise_tide = LATER_TERMS.raise_tide,
		-- ctx:rule("reset_tide").
		reset_tide = LATER_TERMS.reset_tide,
		make_token = LATER_TERMS.make_token,
		tide = LATER_TERMS.tide,
		-- ctx:rule("raised_tide", event).
		raised_tide = LATER_TERMS.raised_tide,
		-- ctx:rule("turn_the_tide"): "if the tide is high, your opponent raises the
		-- tide; otherwise, you raise the tide" (Bilgewarden, Tide Warp).
		turn_the_tide = function(ctx)
			if LATER_TERMS.tide(ctx) == "high" then
				LATER_TERMS.raise_tide(ctx, ctx.opponent)
			else
				LATER_TERMS.raise_tide(ctx)
			end
		end,
		-- ctx:rule("keys_cost_next_turn", n): "keys cost +n during your opponent's next
		-- turn": every player's keys, only during that turn, not for the rest of this one
		-- (The Evil Eye, Lieutenant Valmart).
		keys_cost_next_turn = function(ctx, n)
			for _, player in ipairs({ ctx.controller, ctx.opponent }) do
				ctx:lasting({
					target = player,
					duration = "during_opponent_next_turn",
					effect = { cost = "key", increase = n },
				})
			end
		end,
		-- ctx:rule("exhaust_up_to", n, house): "exhaust up to n friendly (<house>)
		-- creatures. For each creature exhausted this way, ..." (the Dark Tidings ships):
		-- the player picks among their ready creatures (of that house, if named); returns
		-- those it exhausted.
		exhaust_up_to = function(ctx, n, house)
			local ready = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
				if not creature:is_rested() and (house == nil or ctx:rule("of_house", creature, house)) then
					table.insert(ready, creature)
				end
			end
			local picked = ctx:choose({
				prompt = "Exhaust up to " .. n .. " friendly creatures",
				objects = ready,
				min = 0,
				max = math.min(n, #ready),
			})
			local exhausted = {}
			for _, creature in ipairs(picked) do
				if ctx:exhaust(creature) then
					table.insert(exhausted, creature)
				end
			end
			return exhausted
		end,
		-- ctx:rule("capture_from_own_side", creature, n): "it captures n æmber from its
		-- own side": up to n æmber leaves its controller's pool (a loss by capture, which
		-- replacement effects see as such) onto it; returns how much it took.
		capture_from_own_side = function(ctx, creature, n)
			if creature == nil or not creature:is_valid() then
				return 0
			end
			local owner = creature:controller()
			local before = owner:counter("amber")
			ctx:gain(owner, "amber", -math.min(n, before), "capture")
			local taken = before - owner:counter("amber")
			if taken > 0 then
				ctx:add_counter(creature, "amber", taken)
			end
			return taken
		end,
		-- ctx:rule("destroy_friendly", prompt): "destroy a friendly creature. If you do,
		-- ...": the player picks one of theirs and it is destroyed; returns whether it was (a
		-- ward keeps it) and the creature picked.
		destroy_friendly = function(ctx, prompt)
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			local picked =
				ctx:choose({ prompt = prompt or "Destroy which friendly creature?", objects = mine })[1]
			if picked == nil then
				return false
			end
			ctx:destroy(picked)
			ctx:settle()
			return not picked:is_valid() or picked:is_destroyed(), picked
		end,
		-- ctx:rule("bottom_friendly"): "put a friendly creature on the bottom of its
		-- owner's deck. If you do, ..." (the Winds of Exchange outposts): whether one went.
		bottom_friendly = function(ctx)
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			local prompt = "Put which friendly creature on the bottom of its deck?"
			local picked = ctx:choose({ prompt = prompt, objects = mine })[1]
			return picked ~= nil and ctx:move(picked, "deck", { position = "bottom" })
		end,
		-- ctx:rule("shares_house", a, b): the two share a house (either belonging to
		-- all houses shares every one): Taxing Journey, Technobabble.
		shares_house = function(ctx, a, b)
			return ctx:rule("of_house", b, a:attribute("house"))
				or ctx:rule("of_house", a, b:attribute("house"))
		end,
		-- ctx:rule("damage_destroys", creature, n): deal n damage to it now; whether
		-- this damage destroyed it ("if this damage destroys that creature, ...": Cement
		-- Shoes). The destruction is over after the settle: it is gone from play, or still
		-- tagged where a Destroyed: ability keeps it there a moment longer.
		damage_destroys = function(ctx, creature, n)
			if creature == nil or not creature:is_valid() then
				return false
			end
			ctx:deal_damage(creature, n)
			ctx:settle()
			return not creature:is_valid() or creature:is_destroyed()
		end,
		-- ctx:rule("damage_each", creatures, n): n damage to each of them, dealt
		-- together now; how many this destroyed ("gain 1 æmber for each creature destroyed
		-- this way": Kerwollop, Throwing Stars). One a Destroyed: ability sent elsewhere
		-- counts; one an "instead" kept in play does not.
		damage_each = function(ctx, creatures, n)
			for _, creature in ipairs(creatures) do
				ctx:deal_damage(creature, n)
			end
			ctx:settle()
			local destroyed = 0
			for _, creature in ipairs(creatures) do
				if not creature:is_valid() or creature:is_destroyed() then
					destroyed += 1
				end
			end
			return destroyed
		end,
		exalt = LATER_TERMS.exalt,
		haunted = LATER_TERMS.haunted,
		enrage = LATER_TERMS.enrage,
		enraged = LATER_TERMS.enraged,
		ward = LATER_TERMS.ward,
		warded = LATER_TERMS.warded,
		-- ctx:rule("put_into_play", card): the card in play, or nil.
		put_into_play = put_into_play,
		-- ctx:rule("destroyed_in_a_fight", event).
		destroyed_in_a_fight = destroyed_in_a_fight,
		-- ctx:rule("use_as_yours", artifacts, prompt): the artifact picked, or nil.
		use_as_yours = use_as_yours,
		-- ctx:rule("allot_damage", creatures, n, prompt): "deal 1 damage to a creature
		-- for each ...": n points, each to a creature the player picks among `creatures`;
		-- what one creature gets is dealt to it as one amount (one ward meets it all).
		allot_damage = function(ctx, creatures, n, prompt)
			if #creatures == 0 then
				return
			end
			local dealt, order = {}, {}
			for i = 1, n do
				local asked = prompt .. " (" .. i .. " of " .. n .. ")"
				local picked = ctx:choose({ prompt = asked, objects = creatures })[1]
				if dealt[picked.id] == nil then
					dealt[picked.id] = 0
					table.insert(order, picked)
				end
				dealt[picked.id] = dealt[picked.id] + 1
			end
			for _, creature in ipairs(order) do
				ctx:deal_damage(creature, dealt[creature.id])
			end
		end,
		-- ctx:rule("move_to_flank", creature): "move it to either flank of its
		-- controller's battleline": the active player picks the flank (a creature alone in
		-- its line is on both already). False if it is no longer in play.
		move_to_flank = function(ctx, creature)
			if creature == nil or not creature:is_valid() or creature:zone() ~= "battleline" then
				return false
			end
			local flank = "top"
			if #creature:neighbors() > 0 then
				local pick = ctx:choose({
					prompt = "Move " .. creature:name() .. " to which flank?",
					options = { "left flank", "right flank" },
				})[1]
				if pick == "right flank" then
					flank = "bottom"
				end
			end
			return ctx:reposition(creature, flank)
		end,
		-- ctx:rule("keyword_values", creature): the values of its keywords that have one
		-- (assault, hazardous, splash-attack: stats here), in that order, as { stat, value }
		-- for each above 0: what a creature gaining its keywords adds (Creed of Nurture,
		-- Cyber-Clone).
		keyword_values = function(_ctx, creature)
			local out = {}
			for _, stat in ipairs({ "assault", "hazardous", "splash_attack" }) do
				local n = creature:stat(stat) or 0
				if n > 0 then
					out[#out + 1] = { stat = stat, value = n }
				end
			end
			return out
		end,
		-- ctx:rule("in_center", creature): it is the center creature of its battleline
		-- (an odd number of creatures, as many on each side of it); alone, it is.
		in_center = function(ctx, creature)
			if creature == nil or not creature:is_valid() or creature:zone() ~= "battleline" then
				return false
			end
			local side = creature:controller() == ctx.controller and "you" or "opponent"
			local line = ctx:objects({ zone = "battleline", controller = side })
			if #line % 2 == 0 then
				return false
			end
			return line[(#line + 1) / 2].id == creature.id
		end,
		-- ctx:rule("reaps_this_turn", player): how many reaps the player made this turn
		-- (a stunned creature's use only removes its stun: no reap).
		reaps_this_turn = function(_ctx, player)
			local n = 0
			for _, act in ipairs(player:this_turn("used")) do
				if act.what == "reap" then
					n = n + 1
				end
			end
			return n
		end,
		-- ctx:rule("most_powerful", creatures): those of greatest power now (ties: all).
		most_powerful = function(_ctx, creatures)
			return power_extreme(creatures, 1)
		end,
		-- ctx:rule("houses_among", objects): how many houses are represented among
		-- them ("for each house represented among friendly creatures"), by printed house.
		houses_among = function(_ctx, objects)
			local seen, n = {}, 0
			for _, obj in ipairs(objects) do
				local house = obj:attribute("house")
				if house ~= nil and not seen[house] then
					seen[house] = true
					n = n + 1
				end
			end
			return n
		end,
		-- ctx:rule("blaster", blaster_id, officer_id): the Blasters' "Fight/Reap: You
		-- may deal 2 damage to a creature, or attach <this Blaster> to <its officer>", run
		-- by the creature the Blaster is on (ctx.this). A Blaster already on a creature of
		-- its officer's name stays (it is attached to that officer). Returns the creature it
		-- was attached to, or nil (KF-UPG-MOVE-1).
		blaster = function(ctx, blaster_id, officer_id)
			local blaster
			for _, a in ipairs(ctx.this:attachments()) do
				if a:card_id() == blaster_id then
					blaster = a
				end
			end
			if blaster == nil then
				return nil
			end
			-- Moving is offered only where it can happen: onto an officer in play, from a
			-- creature that is not one.
			local officers = {}
			if ctx.this:card_id() ~= officer_id then
				officers = ctx:objects({ zone = "battleline", controller = "any", card = officer_id })
			end
			local move = "move " .. blaster:name()
			local options = { "deal 2 damage", "neither" }
			if #officers > 0 then
				table.insert(options, 2, move)
			end
			local pick = ctx:choose({
				prompt = blaster:name() .. ": deal 2 damage, or move it?",
				options = options,
			})[1]
			if pick == "deal 2 damage" then
				local creatures = ctx:objects({ zone = "battleline", controller = "any" })
				local hit =
					ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1]
				if hit ~= nil then
					ctx:deal_damage(hit, 2)
				end
			elseif pick == move then
				local to = ctx:choose({ prompt = "Attach it to which creature?", objects = officers })[1]
				if to ~= nil and ctx:attach(blaster, to) then
					return to
				end
			end
			return nil
		end,
		-- ctx:rule("named_in", zone, name): its player's first card of that name in the
		-- zone, or nil (Hyde's "if you control Velum": any printing of the title).
		named_in = function(ctx, zone, name)
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
				if card:name() == name then
					return card
				end
			end
			return nil
		end,
		-- ctx:rule("archive_partner", name): "Archive <name> from your discard pile. If
		-- you do, archive this card" (Hyde's and Velum's Destroyed:). Returns whether it did.
		archive_partner = function(ctx, name)
			for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
				if card:name() == name then
					return ctx:move(card, "archives") and ctx:move(ctx.this, "archives")
				end
			end
			return false
		end,
		-- ctx:rule("top_three_to_hand_and_bottom"): "look at the top 3 cards of your deck;
		-- put 1 into your hand and 1 on the bottom of your deck" (the Mutants' Fight:).
		top_three_to_hand_and_bottom = function(ctx)
			local top = ctx:top(3)
			if #top == 0 then
				return
			end
			local keep = ctx:choose({ prompt = "Put which card into your hand?", objects = top })[1]
			if keep == nil then
				return
			end
			local kept = keep.id
			ctx:move(keep, "hand")
			local rest = {}
			for _, c in ipairs(top) do
				if c.id ~= kept then
					table.insert(rest, c)
				end
			end
			local bottom =
				ctx:choose({ prompt = "Put which card on the bottom of your deck?", objects = rest })[1]
			if bottom ~= nil then
				ctx:move(bottom, "deck", { position = "bottom" })
			end
		end,
		-- ctx:rule("discard_to_draw"): "discard a card from your hand; if you do, draw a
		-- card".
		discard_to_draw = function(ctx)
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			local pick = ctx:choose({ prompt = "Discard which card (then draw one)?", objects = hand })[1]
			if pick ~= nil and ctx:discard(pick) then
				ctx:draw(1)
			end
		end,
		-- ctx:rule("move_one_amber", creatures): "move 1 æmber from a creature to another
		-- creature", both among `creatures`. One holding none may be picked (then nothing
		-- moves, nothing more is asked); with fewer than two to pick from, nothing happens.
		move_one_amber = function(ctx, creatures)
			if #creatures < 2 then
				return
			end
			local from = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = creatures })[1]
			if from == nil or from:counter("amber") == 0 then
				return
			end
			local others = {}
			for _, c in ipairs(creatures) do
				if c ~= from then
					table.insert(others, c)
				end
			end
			local to = ctx:choose({ prompt = "Move it to which creature?", objects = others })[1]
			if to ~= nil then
				ctx:add_counter(from, "amber", -1)
				ctx:add_counter(to, "amber", 1)
			end
		end,
		-- ctx:rule("friendly_with_trait", trait): how many objects in play the
		-- ability's controller controls with that trait ("for each friendly Shard"); the card
		-- itself counts when another player uses it as their own (Remote Access).
		friendly_with_trait = function(ctx, trait)
			local n = #ctx:objects({ controller = "you", subtype = trait })
			if ctx.this:has_subtype(trait) and ctx.this:controller() ~= ctx.controller then
				n = n + 1
			end
			return n
		end,
		-- ctx:rule("graft", host, card): the ability's controller grafts an action card
		-- from their hand (the one given, or one they choose) onto host: faceup under it
		-- (zone "grafted", KF-GRAFT-1). False if none was grafted.
		graft = function(ctx, host, card)
			if card == nil then
				local actions = ctx:objects({ zone = "hand", controller = "you", type = "action" })
				card = ctx:choose({ prompt = "Graft which action card?", objects = actions })[1]
			end
			return card ~= nil and ctx:attach(card, host, "grafted")
		end,
		-- ctx:rule("grafted", host): the cards grafted onto host, oldest first.
		grafted = function(_ctx, host)
			local cards = {}
			for _, card in ipairs(host:attachments()) do
				if card:zone() == "grafted" then
					table.insert(cards, card)
				end
			end
			return cards
		end,
		-- ctx:rule("trigger_grafted", card): the Play: effect of a grafted card resolves
		-- here, the card staying where it is (no æmber bonus: that is no Play: effect).
		trigger_grafted = function(ctx, card)
			return card ~= nil and ctx:ability_of(card, "resolve")
		end,
		-- ctx:rule("blaster_on", event, named_id): whether an `attached` event is this
		-- Blaster attached to a creature of that name, played onto it or moved there ("after
		-- you attach this to ...": the Blaster's controller attaches it either way).
		blaster_on = function(ctx, event, named_id)
			return event.object == ctx.this and event.host ~= nil and event.host:card_id() == named_id
		end,
		-- aoa6: ctx:rule("players_in_order"): both players, the one to act first picked by the
		-- ability's controller ("each player discards ...": keyteki's "which player discards
		-- first"); `{ you, opponent }` or the reverse.
		players_in_order = function(ctx)
			local prompt = "Which player does it first?"
			local first = ctx:choose({ prompt = prompt, options = { "me", "opponent" } })[1]
			if first == "opponent" then
				return { ctx.opponent, ctx.controller }
			end
			return { ctx.controller, ctx.opponent }
		end,
		-- aoa6: ctx:rule("least_powerful", creatures): those of lowest power now (ties: all).
		least_powerful = function(_ctx, creatures)
			return power_extreme(creatures, -1)
		end,
		-- aoa6: ctx:rule("shuffle_discard_into_deck", player): "shuffle your discard pile into
		-- your deck": every card of the player's discard pile goes to their deck, then the
		-- deck is shuffled.
		shuffle_discard_into_deck = function(ctx, player)
			local side = player == ctx.controller and "you" or "opponent"
			for _, card in ipairs(ctx:objects({ zone = "discard", controller = side })) do
				ctx:move(card, "deck")
			end
			ctx:shuffle("deck", player)
		end,
		-- aoa6: ctx:rule("allot_captures", creatures, n, prompt): "for each ..., a friendly
		-- creature captures 1": n points, each captured by a creature the player picks among
		-- `creatures`; it stops once the opponent's pool is empty.
		allot_captures = function(ctx, creatures, n, prompt)
			if #creatures == 0 then
				return
			end
			for i = 1, n do
				if ctx.opponent:counter("amber") == 0 then
					return
				end
				local asked = prompt .. " (" .. i .. " of " .. n .. ")"
				ctx:capture(ctx:choose({ prompt = asked, objects = creatures })[1], 1)
			end
		end,
		-- aoa6: ctx:rule("discard_top_of_picked_deck", n): "discard the top n cards of a
		-- player's deck": the ability's controller picks whose ("mine" / "opponent's"); as many
		-- as there are.
		discard_top_of_picked_deck = function(ctx, n)
			local prompt = "Discard the top " .. n .. " cards of whose deck?"
			local pick = ctx:choose({ prompt = prompt, options = { "mine", "opponent's" } })[1]
			for _, card in ipairs(ctx:top(n, pick == "mine" and ctx.controller or ctx.opponent)) do
				ctx:discard(card)
			end
		end,
		-- aoa6: ctx:rule("with_neighbors", creature): the creature and each of its neighbors
		-- ("a creature and each of its neighbors"), it first; empty for nil.
		with_neighbors = function(_ctx, creature)
			if creature == nil or not creature:is_valid() then
				return {}
			end
			local group = { creature }
			for _, neighbor in ipairs(creature:neighbors()) do
				table.insert(group, neighbor)
			end
			return group
		end,
		-- aoa6: ctx:rule("each_captures_one", creatures): "each of them captures 1": with less
		-- æmber in the opponent's pool than creatures, the player picks which capture.
		each_captures_one = function(ctx, creatures)
			local pool = ctx.opponent:counter("amber")
			if pool < #creatures then
				local prompt = "Which of them capture 1 æmber?"
				creatures = ctx:choose({ prompt = prompt, objects = creatures, min = pool, max = pool })
			end
			for _, creature in ipairs(creatures) do
				ctx:capture(creature, 1)
			end
		end,
		-- aoa6: ctx:rule("archive_if_haunted", card): "Destroyed: if you are haunted, archive
		-- this" (the Grim Reminders specters): it goes to its owner's archives if the
		-- ability's controller is haunted.
		archive_if_haunted = function(ctx, card)
			if LATER_TERMS.haunted(ctx) and card ~= nil and card:is_valid() then
				ctx:move(card, "archives")
			end
		end,
		-- aoa6: ctx:rule("discard_until", test): "discard cards from the top of your deck
		-- until you discard a <kind> card or run out of cards": returns the card that met
		-- `test(card)` (now in the discard pile), or nil.
		discard_until = function(ctx, test)
			while true do
				local top = ctx:top(1)[1]
				if top == nil then
					return nil
				end
				local found = test(top)
				if not ctx:discard(top) then
					return nil
				end
				if found then
					local pile = ctx:objects({ zone = "discard", controller = "you" })
					local last = pile[#pile]
					return (last ~= nil and test(last)) and last or nil
				end
			end
		end,
		-- aoa6: ctx:rule("forged_this_turn", player): the player forged a key this turn.
		forged_this_turn = function(_ctx, player)
			return forged_among(player:this_turn("bought"))
		end,
		-- aoa6: ctx:rule("friendly_holding_amber", creature): a friendly creature in play with
		-- æmber on it ("each friendly creature with æmber on it gains ...").
		friendly_holding_amber = function(ctx, creature)
			return creature ~= nil
				and creature:is_valid()
				and creature:zone() == "battleline"
				and creature:controller() == ctx.controller
				and creature:counter("amber") > 0
		end,
		-- aoa6: ctx:rule("use_it", creature): "use a creature": one of the uses the rules allow
		-- it now (`ctx:uses`), the player picking which; a stunned creature's use only removes
		-- the stun, so nobody is asked. False if it has none.
		use_it = function(ctx, creature)
			if creature == nil then
				return false
			end
			local uses = ctx:uses(creature)
			if #uses == 0 then
				return false
			end
			local use = uses[1]
			if not stunned(creature) then
				use = ctx:choose({ prompt = "Use it how?", options = uses })[1]
			end
			ctx:use(creature, use)
			return true
		end,
		-- aoa6: ctx:rule("purge_from_a_discard_pile"): "purge a card from a discard pile":
		-- a card of either discard pile, the player's pick, is purged; returns it or nil.
		purge_from_a_discard_pile = function(ctx)
			local piles = ctx:objects({ zone = "discard" })
			local pick = ctx:choose({ prompt = "Purge which card from a discard pile?", objects = piles })[1]
			if pick ~= nil and ctx:banish(pick) then
				return pick
			end
			return nil
		end,
		-- aoa6: ctx:rule("heal_and_ward", creature): "fully heal and ward it".
		heal_and_ward = function(ctx, creature)
			if creature == nil or not creature:is_valid() then
				return
			end
			if creature:damage() > 0 then
				ctx:heal(creature, creature:damage())
			end
			LATER_TERMS.ward(ctx, creature)
		end,
		-- aoa6: ctx:rule("beneath_from_hand", host): "put a card from your hand facedown under
		-- <host>" (Masterplan, Jargogle): the player picks it; KF-BENEATH-1.
		beneath_from_hand = function(ctx, host)
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			local prompt = "Put which card facedown beneath " .. host:name() .. "?"
			local card = ctx:choose({ prompt = prompt, objects = hand })[1]
			if card ~= nil then
				ctx:attach(card, host, "beneath")
			end
		end,
		-- aoa6: ctx:rule("stun_and_exhaust", creature).
		stun_and_exhaust = function(ctx, creature)
			put_status(ctx, creature, "stun")
			ctx:exhaust(creature)
		end,
		-- aoa6: ctx:rule("discard_at_random", player, n): the player discards n cards picked
		-- at random from their hand, one at a time (fewer if they hold fewer); returns how many.
		discard_at_random = function(ctx, player, n)
			local owner = player == ctx.controller and "you" or "opponent"
			local done = 0
			for _ = 1, n do
				local hand = ctx:look({ zone = "hand", controller = owner })
				if #hand == 0 then
					break
				end
				ctx:discard(hand[ctx:random(#hand)])
				done = done + 1
			end
			return done
		end,
	},

	-- Keywords that are triggered abilities: every object in play with one has them.
	keyword_triggers = {
		-- "Reap: Draw a card", gained for a while (Spectral Tunneler): after it reaps, its
		-- controller draws a card.
		reap_draws = {
			triggers = {
				{
					on = "used",
					label = "Reap: draw a card",
					applies = function(ctx, event)
						return event.object == ctx.this and event.ability == "reap"
					end,
					resolve = function(ctx)
						ctx:draw(1)
					end,
				},
			},
		},
	},

	-- kf10: the ruleset's player action "raise_tide" (rulebook, "Tide": "Omni: Raise the
	-- tide. Gain 3 chains.", granted by the rules to the active player any number of times a
	-- turn: KF-KW-TIDE-2). Taken with the tide already high for the player it still gives the chains
	-- (FFG ruling quoted by Archon Arcana). A prohibition on the player is the core's check.
	raise_tide = function(ctx)
		LATER_TERMS.raise_tide(ctx, ctx.controller)
		ctx:gain(ctx.controller, "chains", 3)
		return true
	end,

	-- kf11: the ruleset's player action "pick_up_archives", the choice of the turn's step 2
	-- (rulebook, "Archives"; KF-ARCHIVE-PICKUP-1): every card of the player's archives goes
	-- to hand, all of them or none. A card of another player's there goes to its owner's
	-- hand instead (the ruleset's `unowned` redirect, KF-ARCHIVE-OWNER-3).
	pick_up_archives = function(ctx)
		-- "archives_pick_any" on a card in them (The Archivist): its own trigger on this
		-- action takes the cards the player chooses instead (KF-ARCHIVE-PICK-ANY-1).
		if ctx:count({ zone = "archives", controller = "you", keyword = "archives_pick_any" }) > 0 then
			return true
		end
		for _, card in ipairs(ctx:objects({ zone = "archives", controller = "you" })) do
			ctx:move(card, "hand")
		end
		return true
	end,

	keyword_replacements = KEYWORD_REPLACEMENTS,
	counter_replacements = COUNTER_REPLACEMENTS,

	-- Alpha: the card is played only if nothing else was played, used or discarded this
	-- turn.
	legal = function(ctx)
		-- A card an ability plays may be of any house (rulebook: "Play"); so may one an
		-- effect allows ("you may play one non-Logos card this turn", KF5-PLAY-1).
		local why = ctx.this:played_by() == nil and off_house(ctx, ctx.this)
		if why and ctx.this:allowed("activate") then
			why = nil
		end
		-- kf10: a gigantic creature's halves.
		why = why or (ctx.this:attribute("gigantic") and gigantic_refusal(ctx, ctx.this))
		if why then
			return false, why
		end
		local tax = play_tax(ctx, ctx.this)
		if tax > ctx.controller:counter("amber") then
			return false,
				"playing it costs " .. tax .. " æmber paid to the opponent, more than the player has"
		end
		if ctx.this:has_keyword("alpha") and ctx.controller:acts_this_turn() > 0 then
			return false,
				"alpha: it can only be played before anything else is played, used or discarded this turn"
		end
		return true
	end,

	-- A card used through another card's ability may be of any house. A creature can't
	-- fight while there is no enemy creature to fight (or none it may fight): that is not
	-- a use at all, so it stays ready, is not counted toward the rule of six and may be
	-- used again. A stunned creature is used only to remove its stun, so it needs no
	-- enemy to fight. Omni: abilities may be used whatever house is active. The house is
	-- checked first: it is the cheapest refusal, and the legal-action listing asks this of
	-- every card in play.
	may_use = function(ctx, object, ability, via)
		-- Used through another card, or allowed by a lasting effect ("may fight"; any use:
		-- "you may use up to 2 other Mars cards this turn", KF5-USE-1); a card with
		-- "versatile" (Mack the Knife: "may be used as if it belonged to the active house")
		-- is used whatever house is active.
		local free = via
			or ability == "omni"
			or object:allowed(ability)
			or object:allowed("use")
			or object:has_keyword("versatile")
		if not free then
			local why = off_house(ctx, object)
			if why then
				return false, why
			end
		end
		if ability == "fight" and not stunned(object) then
			if #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0 then
				return false, "there is no enemy creature to fight"
			end
			if #fightable(ctx) == 0 then
				return false, "there is no enemy creature it may fight"
			end
		end
		local rage = must_fight(ctx, object, ability, via)
		if rage then
			return false, rage
		end
		local toll = (ability == "action" or ability == "omni") and artifact_toll(ctx, object) or 0
		if toll > 0 and ctx.controller:counter("amber") < toll then
			return false, "an enemy creature makes using an artifact cost " .. toll .. " æmber, paid to it"
		end
		-- The card's own restriction on its uses ("cannot reap", "cannot be used unless");
		-- discarding a card from hand is not a use of it.
		local restricted, allowed, refusal = false, true, nil
		if ability ~= "discard" then
			restricted, allowed, refusal = ctx:ability("can_use", ability)
		end
		if restricted and not allowed then
			return false, refusal or "it cannot be used that way now"
		end
		return true
	end,

	-- The use of a stunned creature only removes its stun: its `used` event says so, so
	-- "after a creature reaps" (or fights) does not see a reap (or a fight).
	use_as = function(_ctx, object, _ability)
		if stunned(object) then
			return "remove_stun"
		end
		return nil
	end,

	-- Reaping gains 1 æmber; under Dimension Door's lasting effect ("reap_steals") the æmber
	-- is stolen from the opponent instead (none if they have none).
	reap = function(ctx)
		spend_use_permission(ctx)
		if shake_off_stun(ctx) then
			return false
		end
		local before = ctx.controller:counter("amber")
		if ctx.this:has_keyword("reap_steals") then
			ctx:steal(1)
		else
			ctx:gain(ctx.controller, "amber", 1)
		end
		-- aoa4: "after your opponent gains æmber by reaping" (Sir Marrows): only if the
		-- æmber reached the pool (a replacement such as Ether Spider's may take it).
		if ctx.controller:counter("amber") > before then
			ctx:when_you_do("gained_by_reaping")
		end
		-- "After a creature reaps, ...": a `when_you_do` event named "reaped" about the
		-- creature, answered once the reap has resolved (KF-REAP-AFTER-1).
		ctx:when_you_do("reaped")
	end,

	action = function(ctx)
		spend_use_permission(ctx)
		if shake_off_stun(ctx) then
			return false
		end
		pay_toll(ctx)
	end,

	-- Discarding a card from hand (the main step lets the active player discard cards of
	-- the active house): the house check is `may_use`'s.
	discard = function(ctx)
		ctx:discard(ctx.this)
	end,

	-- kf10: every discard (`ctx:discard`) comes here, with the cards and the zones they
	-- left: Scrap (KF-KW-SCRAP-1, KF-KW-SCRAP-2).
	discarded = scrap,

	omni = function(ctx)
		if shake_off_stun(ctx) then
			return false
		end
		pay_toll(ctx)
	end,

	-- A card's æmber bonus: its controller gains the printed æmber as it is played,
	-- before its own "Play:" ability. Omega: once it is played nothing else is played or
	-- used this turn; the prohibition starts as the card resolves (before its own Play:
	-- ability, which comes after this hook).
	resolve = function(ctx)
		-- The æmber a play costs goes to the opponent first, as a cost would (KF5-TAX-1).
		local tax = play_tax(ctx, ctx.this)
		if tax > 0 then
			ctx:gain(ctx.controller, "amber", -tax)
			ctx:gain(ctx.opponent, "amber", tax)
		end
		-- A card of another house played through a permission spends it (KF5-PLAY-2).
		if ctx.this:played_by() == nil and off_house(ctx, ctx.this) then
			ctx:spend_allowance(ctx.this, "activate")
		end
		treachery(ctx)
		resolve_bonus_icons(ctx, ctx.this, gigantic_join(ctx))
		if ctx.this:has_keyword("omega") then
			local mine = { controller = "you" }
			ctx:lasting({ target = mine, duration = "turn", effect = { forbid = "use" } })
			ctx:lasting({
				target = { controller = "you", zone = "hand" },
				duration = "turn",
				effect = { forbid = "activate" },
			})
		end
	end,

	-- A fight, in the rulebook's order. A stunned attacker only has its stun removed. Once
	-- the creature fought is chosen (among those it may fight), the attacker's own "Before
	-- Fight:" ability resolves (its damage dealt); if either creature is gone after it,
	-- there is no fight. The ability may send the attacker's fight damage elsewhere
	-- (Gabos Longarms: `return { damage_to = creature }`). Before the fight: assault (the
	-- attacker deals N to the attacked creature) and hazardous (the attacked creature
	-- deals N to the attacker), dealt together; if either creature is gone after that,
	-- there is no fight damage and no "Fight:" ability (the hook returns false). Then both
	-- deal damage equal to their power at the same time: none at all if the attacked
	-- creature is elusive and this is the first time it is attacked this turn; none to an
	-- attacker with skirmish. Poison destroys any creature its fight damage was dealt to.
	fight = function(ctx)
		spend_use_permission(ctx)
		if shake_off_stun(ctx) then
			return false
		end
		local open = fightable(ctx)
		if #open == 0 then
			return false
		end
		local attacker = ctx.this
		local foe = ctx:choose({ prompt = "Fight which enemy creature?", objects = open })[1]
		-- Elusive counts the first time it is attacked each turn: the record lasts the turn.
		-- An attacker with "ignores_elusive" (Niffle Ape) ignores it.
		local evaded = foe:has_keyword("elusive")
			and not foe:has_keyword("attacked_this_turn")
			and not attacker:has_keyword("ignores_elusive")
		ctx:lasting({ target = foe, duration = "turn", effect = { grant = "attacked_this_turn" } })
		local fought, attacked, beside = fight_out(ctx, attacker, foe, evaded)
		-- Enrage: its counters go once the creature has fought, so "while enraged" holds
		-- through the fight (Narl Gibbus's skirmish and splash-attack, KF-KW-ENRAGE-2).
		if attacker:is_valid() and enraged(attacker) then
			ctx:add_counter(attacker, "enrage", -attacker:counter("enrage"))
		end
		return fought, attacked, beside
	end,
}
