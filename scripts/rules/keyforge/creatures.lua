-- KeyForge rules (a module): creatures and cards in play: stun, flanks, taunt, enrage, tokens, gigantic, put into play.

local active_player = require("houses").active_player

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

-- "In order to use this, you must ..." (Rampaging Brutodon): the card's own `use_cost`
-- ability, paid as each use of it begins, before anything else the use does, removing a
-- stun included (KF-USE-COST-1). True if it went unpaid, or paying it took the card out
-- of play (Brutodon destroying itself): the use stops there.
local function use_cost_unpaid(ctx, use)
	local where = ctx.this:zone()
	local had, paid = ctx:ability("use_cost", use)
	return had and (paid ~= true or ctx.this:zone() ~= where)
end

-- A flank creature: fewer than two neighbors (alone, it is on both flanks), or one an
-- effect says is considered a flank creature (Spectral Tunneler: "considered_flank").
local function on_flank(creature)
	return #creature:neighbors() < 2 or creature:has_keyword("considered_flank")
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

-- dt2: the creatures of `player`'s battleline from its left end, without `except` if given
-- (ctx:objects lists a line from its right end: sorted here, not assumed).
local function battleline(ctx, player, except)
	local side = player == ctx.controller and "you" or "opponent"
	local line = {}
	for _, c in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
		if c ~= except then
			table.insert(line, c)
		end
	end
	table.sort(line, function(a, b)
		return a:is_left_of(b)
	end)
	return line
end

-- dt2: a creature with the keyword "enters_enraged" (Pestergrove: "each creature enters
-- play enraged") is enraged as it enters play, whether played, put into play or made a
-- token, before its own Play: ability (KF-ENTERS-ENRAGED-1); keys: one with "enters_stunned"
-- (Viscount of Aerys: "each enemy creature enters play stunned") is stunned so
-- (KF-ENTERS-STUNNED-1).
local ENTERS_WITH = { { "enters_enraged", "enrage" }, { "enters_stunned", "stun" } }

local function enter_play_counters(ctx, creature)
	if creature == nil or not creature:is_valid() or not creature:has_type("creature") then
		return
	end
	for _, pair in ipairs(ENTERS_WITH) do
		if creature:has_keyword(pair[1]) and creature:counter(pair[2]) == 0 then
			ctx:add_counter(creature, pair[2], 1)
		end
	end
end

-- Token creatures (rulebook, "Token Creatures"): a deck may come with a token creature
-- reference card (kept in the zone `token_reference`). Making a token creature puts the
-- top card of the player's deck into play face down, exhausted, on a flank of their
-- battleline (the player picks), as a copy of that reference card (ready if that card
-- enters play ready); leaving play, it is its own card again. With no reference card or an empty deck, nothing is made.
-- Given a card (woe2: "put it into play facedown as a token creature": Space Invaders), that
-- card becomes the token instead of the deck's top card.
-- The token creature reference card beside a player's deck, or nil.
local function token_reference(ctx, player)
	local side = "opponent"
	if player == ctx.controller then
		side = "you"
	end
	return ctx:objects({ zone = "token_reference", controller = side })[1], side
end

local function make_token(ctx, player, card)
	local p = player or ctx.controller
	local reference, side = token_reference(ctx, p)
	local top = card or ctx:top(1, p)[1]
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
	-- What its arrival triggered may have destroyed it already (Autocannon): nothing made.
	if token == nil or not token:is_valid() then
		return nil
	end
	-- A token that "enters play ready" (Berserker) stays ready, as a played creature would.
	if not token:has_keyword("enters_ready") then
		ctx:exhaust(token)
	end
	enter_play_counters(ctx, token)
	return token
end

-- A named token creature (rulebook, "Token Creatures": "make a Blorb", "make a Cultist"):
-- made as any token creature is, but only if the player's token creature reference card
-- has that name; a player whose deck has another reference card, or none (who took
-- control of the card that says it), makes nothing (KF-TOK-NAMED-1).
local function make_named_token(ctx, name, player)
	local p = player or ctx.controller
	local reference = token_reference(ctx, p)
	if reference == nil or reference:name() ~= name then
		return nil
	end
	return make_token(ctx, p)
end

-- "Flip it facedown (it becomes a token creature)" (Gĕzdrutyŏ the Arcane): the card turns
-- face down where it stands, a copy of its controller's token creature reference card,
-- without leaving play (KF-TOK-FLIP-1); with no reference card it stays as it is. Returns
-- whether it turned.
local function flip_to_token(ctx, card)
	if card == nil or not card:is_valid() then
		return false
	end
	local reference = token_reference(ctx, card:controller())
	if reference == nil then
		return false
	end
	return ctx:flip(card, reference:card_id())
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
			enter_play_counters(ctx, creature)
			return creature
		end
	end
	return nil
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

return {
	gone = gone,
	stunned = stunned,
	shake_off_stun = shake_off_stun,
	use_cost_unpaid = use_cost_unpaid,
	on_flank = on_flank,
	taunt_shields = taunt_shields,
	fightable = fightable,
	enraged = enraged,
	must_fight = must_fight,
	treachery = treachery,
	scrap = scrap,
	unward = unward,
	battleline = battleline,
	enter_play_counters = enter_play_counters,
	make_token = make_token,
	make_named_token = make_named_token,
	flip_to_token = flip_to_token,
	gigantic_top = gigantic_top,
	gigantic_refusal = gigantic_refusal,
	gigantic_join = gigantic_join,
	put_status = put_status,
	has_status = has_status,
	power_extreme = power_extreme,
	put_into_play = put_into_play,
	use_as_yours = use_as_yours,
}
