-- KeyForge rules (a module): terms of card text (`ctx:rule`): icons, houses, stun, fights, flanks.

local on_flank = require("creatures").on_flank
local stunned = require("creatures").stunned
local killed_fighting = require("fight").killed_fighting
local HOUSES = require("houses").HOUSES
local forged_among = require("houses").forged_among
local identity_houses = require("houses").identity_houses
local bonus_icons = require("icons").bonus_icons
local resolve_bonus_icons = require("icons").resolve_bonus_icons

return {
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
		-- ctx:rule("of_house", card, house): its houses (one added besides its own too), or
		-- every house with "all_houses".
		of_house = function(_ctx, card, house)
			return card:has_attribute("house", house) or card:has_keyword("all_houses")
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
	},
}
