-- Grand Archive rules that are not plain data: champion levels and lineages, attacks,
-- keywords. The `legal` hook here runs at step 1.6 / 3.1 for every card, after the card's
-- own. Split by topic into the modules in grand_archive/ (`require`): champions, combat,
-- terms (the `rules` table of card text's terms) and keywords.

local disobeys = require("champions").disobeys
local imbue = require("champions").imbue
local levels_into = require("champions").levels_into
local attack_card_unit = require("combat").attack_card_unit
local attack_targets = require("combat").attack_targets
local declare = require("combat").declare
local powerless = require("combat").powerless
local unaffordable = require("combat").unaffordable
local weapons_of = require("combat").weapons_of

return {
	rules = require("terms").rules,
	keyword_replacements = require("keywords").keyword_replacements,
	keyword_triggers = require("keywords").keyword_triggers,

	-- The ruleset's player action "return_preserved" (CR, Preserve 1, 4): in their
	-- materialize phase, instead of materializing, the turn player returns a Preserved card
	-- of their material deck to hand. It is no materialization (4.a), needs only the chance
	-- to materialize (4.c: nothing materialized yet this phase, so the stack is empty), and
	-- ends the phase (the ruleset's `ends_phase`).
	return_preserved = function(ctx, card)
		if not card:has_status("preserved") then
			return false, card:name() .. " is not Preserved"
		end
		if not ctx.controller:in_phase("materialize") or ctx:count({ zone = "stack" }) > 0 then
			return false,
				"a Preserved card is returned only instead of the materialize phase's materialization"
		end
		ctx:move(card, "hand")
		return true
	end,

	-- Attacking and retaliating (CR, Combat Phase). The use has already checked that the
	-- unit is awake (resting is the cost) and, for an attack, slow speed.
	may_use = function(ctx, unit, ability)
		if ability == "attack" then
			-- A player can't attack with an ally that doesn't obey them; it may still
			-- retaliate (CR, Obedience 1).
			-- Its cost must be payable as it is declared (Attacking 1.e).
			local why = disobeys(ctx, unit) or powerless(ctx, unit, true) or unaffordable(ctx, unit)
			if why then
				return false, why
			end
			-- Any of its weapons may lend the attack true sight.
			if #attack_targets(ctx, unit, weapons_of(ctx, unit)) == 0 then
				return false, "there is no unit " .. unit:name() .. " can attack"
			end
			return true
		end
		if ability == "retaliate" then
			local combat = ctx:combat()
			if combat == nil or combat.step ~= "retaliation" then
				return false, "units retaliate only in a combat's retaliation step"
			end
			-- A unit with ambush of the defending player may retaliate though it isn't
			-- defending; it must still be awake (CR, Ambush 1-2): the use rests it.
			local defending = unit:has_keyword("ambush")
				and unit:controller().index == combat.defending_player.index
			for _, t in ipairs(combat.targets) do
				defending = defending or t.id == unit.id
			end
			if not defending or combat.attacker == nil then
				return false, unit:name() .. " is not a unit defending against an attacker"
			end
			-- Weapons can't be used to retaliate (Retaliation Step).
			local why = powerless(ctx, unit, false)
			if why then
				return false, why
			end
			return true
		end
		return true
	end,

	-- An attack declaration names its weapon and targets (Attacking 2.b, 5).
	attack = function(ctx)
		local targets, weapons = declare(ctx, ctx.this, nil)
		ctx:attack(ctx.this, targets, weapons)
	end,

	retaliate = function(ctx)
		ctx:retaliate(ctx.this)
	end,

	-- A card with Imbue becomes imbued as it resolves (see `imbue`). An attack card
	-- resolves into the intent and its player's champion attacks with it (with Command,
	-- the ally rested for its cost: see `attack_card_unit`), with a weapon and at targets
	-- chosen now; with no legal target (or a combat under way) the attack fizzles and the
	-- card goes to the graveyard (CR, Card Types - Attack 2; Attacking 1.g.i, 2.a, 5.b;
	-- Command 3.a-b).
	resolve = function(ctx)
		imbue(ctx)
		if not ctx.this:has_type("attack") then
			return
		end
		local unit = attack_card_unit(ctx)
		local targets, weapons = {}, {}
		if unit and ctx:combat() == nil then
			targets, weapons = declare(ctx, unit, ctx.this)
		end
		if #targets == 0 or not ctx:attack(unit, targets, weapons) then
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
