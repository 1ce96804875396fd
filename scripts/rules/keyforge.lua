-- KeyForge rules that are not plain data: houses, and what reaping and fighting do
-- before a card's own "Reap:" or "Fight:" ability. Split by topic into the modules in
-- keyforge/ (`require`): houses, creatures, fight, statuses, icons, and the terms of card
-- text in keyforge/terms/ (core, effects, choices, later; a new term goes in the part of
-- its topic).

local enraged = require("creatures").enraged
local enter_play_counters = require("creatures").enter_play_counters
local fightable = require("creatures").fightable
local gigantic_join = require("creatures").gigantic_join
local gigantic_refusal = require("creatures").gigantic_refusal
local must_fight = require("creatures").must_fight
local scrap = require("creatures").scrap
local shake_off_stun = require("creatures").shake_off_stun
local use_cost_unpaid = require("creatures").use_cost_unpaid
local stunned = require("creatures").stunned
local treachery = require("creatures").treachery
local artifact_toll = require("fight").artifact_toll
local fight_out = require("fight").fight_out
local pay_toll = require("fight").pay_toll
local off_house = require("houses").off_house
local play_tax = require("houses").play_tax
local spend_use_permission = require("houses").spend_use_permission
local usable_as_house = require("houses").usable_as_house
local resolve_bonus_icons = require("icons").resolve_bonus_icons
local COUNTER_REPLACEMENTS = require("statuses").COUNTER_REPLACEMENTS
local KEYWORD_REPLACEMENTS = require("statuses").KEYWORD_REPLACEMENTS
local LATER_TERMS = require("statuses").LATER_TERMS

-- The terms of card text, from the modules that define them; a name defined twice is
-- an error as the rules load.
local function terms(...)
	local all = {}
	for _, part in ipairs({ ... }) do
		for name, f in pairs(part.rules) do
			assert(all[name] == nil, "the rules term " .. name .. " is defined twice")
			all[name] = f
		end
	end
	return all
end

return {
	rules = terms(
		require("terms/core"),
		require("terms/effects"),
		require("terms/choices"),
		require("terms/later"),
		require("terms/keys")
	),

	-- Keywords that are triggered abilities: every object in play with one has them.
	keyword_triggers = {
		-- gr2: "Destroyed: If you are haunted, archive <this>" (the Grim Reminders revenants),
		-- the keyword `haunted_archive`: it goes to its owner's archives if its controller is
		-- haunted as the ability resolves (KF-GR2-HAUNTED-ARCHIVE-1).
		haunted_archive = {
			triggers = {
				{
					on = "destroyed",
					own = true,
					label = "Destroyed: archived if you are haunted",
					resolve = function(ctx)
						if ctx.this:is_valid() and LATER_TERMS.haunted(ctx, ctx.this:controller()) then
							ctx:move(ctx.this, "archives")
						end
					end,
				},
			},
		},
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
		-- The house is read first: a card of the active house needs no permission.
		local why = not via and ability ~= "omni" and off_house(ctx, object)
		if
			why
			and not (
				object:allowed(ability)
				or object:allowed("use")
				or object:has_keyword("versatile")
				or usable_as_house(ctx)
			)
		then
			return false, why
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
		if use_cost_unpaid(ctx, "reap") or shake_off_stun(ctx) then
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
		if use_cost_unpaid(ctx, "action") or shake_off_stun(ctx) then
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
		if use_cost_unpaid(ctx, "omni") or shake_off_stun(ctx) then
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
		if ctx.this:zone() == "battleline" then
			enter_play_counters(ctx, ctx.this)
		end
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
		if use_cost_unpaid(ctx, "fight") or shake_off_stun(ctx) then
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
