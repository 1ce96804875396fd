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

-- The houses of Call of the Archons: what "choose a house" offers.
local HOUSES = { "brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed" }

-- The enemy creatures the creature being used (ctx.this) may fight now. Taunt: a creature
-- beside one with taunt can't be attacked, unless it has taunt too (an attacker with
-- "ignores_taunt", Niffle Ape, ignores it). The attacker's own "can_fight" ability (a
-- check) may narrow them further: Bigtwig fights only stunned creatures.
local function fightable(ctx)
	local open = {}
	local through_taunt = ctx.this:has_keyword("ignores_taunt")
	for _, e in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
		local shielded = false
		if not e:has_keyword("taunt") and not through_taunt then
			for _, n in ipairs(e:neighbors()) do
				shielded = shielded or n:has_keyword("taunt")
			end
		end
		local restricted, allowed = ctx:ability("can_fight", e)
		if not shielded and (not restricted or allowed) then
			table.insert(open, e)
		end
	end
	return open
end

return {
	-- Terms of card text: ctx:rule("stun", creature), ctx:rule("remove_stun", creature),
	-- ctx:rule("stunned", creature), ctx:rule("of_house", card, house),
	-- ctx:rule("deal_and_purge", creature, n); ctx:rule("houses"): every house, for
	-- "choose a house"; ctx:rule("flank_creatures", controller).
	rules = {
		houses = function()
			return table.clone(HOUSES)
		end,
		stun = function(ctx, creature)
			if creature ~= nil and creature:is_valid() and not stunned(creature) then
				ctx:add_counter(creature, "stun", 1)
			end
		end,
		remove_stun = function(ctx, creature)
			if creature ~= nil and creature:is_valid() and stunned(creature) then
				ctx:add_counter(creature, "stun", -creature:counter("stun"))
			end
		end,
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
		-- ctx:rule("flank_creatures", controller): the creatures on a flank of their
		-- battleline (fewer than two neighbors), of "you", "opponent" or "any" (default).
		flank_creatures = function(ctx, controller)
			local flank = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = controller or "any" })) do
				if #creature:neighbors() < 2 then
					table.insert(flank, creature)
				end
			end
			return flank
		end,
		-- ctx:rule("of_house", card, house): its house, or every house with "all_houses".
		of_house = function(_ctx, card, house)
			return card:attribute("house") == house or card:has_keyword("all_houses")
		end,
	},

	-- Alpha: the card is played only if nothing else was played, used or discarded this
	-- turn.
	legal = function(ctx)
		local why = off_house(ctx, ctx.this)
		if why then
			return false, why
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
	-- enemy to fight. Omni: abilities may be used whatever house is active.
	may_use = function(ctx, object, ability, via)
		if ability == "fight" and not stunned(object) then
			if #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0 then
				return false, "there is no enemy creature to fight"
			end
			if #fightable(ctx) == 0 then
				return false, "there is no enemy creature it may fight"
			end
		end
		-- Used through another card, or allowed by a lasting effect ("may fight"); a card
		-- with "versatile" (Mack the Knife: "may be used as if it belonged to the active
		-- house") is used whatever house is active.
		if via or object:allowed(ability) or ability == "omni" or object:has_keyword("versatile") then
			return true
		end
		local why = off_house(ctx, object)
		if why then
			return false, why
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

	reap = function(ctx)
		if shake_off_stun(ctx) then
			return false
		end
		ctx:gain(ctx.controller, "amber", 1)
	end,

	action = function(ctx)
		if shake_off_stun(ctx) then
			return false
		end
	end,

	-- Discarding a card from hand (the main step lets the active player discard cards of
	-- the active house): the house check is `may_use`'s.
	discard = function(ctx)
		ctx:discard(ctx.this)
	end,

	omni = function(ctx)
		if shake_off_stun(ctx) then
			return false
		end
	end,

	-- A card's æmber bonus: its controller gains the printed æmber as it is played,
	-- before its own "Play:" ability. Omega: once it is played nothing else is played or
	-- used this turn; the prohibition starts as the card resolves (before its own Play:
	-- ability, which comes after this hook).
	resolve = function(ctx)
		local bonus = ctx.this:stat("amber") or 0
		if bonus > 0 then
			ctx:gain(ctx.controller, "amber", bonus)
		end
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

		-- The fight damage.
		if evaded then
			return true
		end
		-- A creature the damage was sent to may be gone by now: then the damage is skipped.
		local attacker_poison, foe_poison = attacker:has_keyword("poison"), foe:has_keyword("poison")
		ctx:deal_damage(hit, attacker:stat("power") or 0, attacker)
		if not attacker:has_keyword("skirmish") then
			ctx:deal_damage(attacker, foe:stat("power") or 0, foe)
		end
		-- Poison destroys whatever creature the poisonous one's fight damage landed on,
		-- there or where a replacement effect sent it (Shadow Self, KF-DESTROY-11).
		local poisoned = {}
		for _, d in ipairs(ctx:settle()) do
			local from_poison = (d.source == attacker and attacker_poison) or (d.source == foe and foe_poison)
			if from_poison and d.target:is_valid() then
				table.insert(poisoned, d.target)
			end
		end
		if #poisoned > 0 then
			ctx:destroy(poisoned)
		end
		return true
	end,
}
