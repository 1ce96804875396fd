-- KeyForge rules (a module): terms of card text (`ctx:rule`) of the later sets.

local battleline = require("creatures").battleline
local power_extreme = require("creatures").power_extreme
local put_status = require("creatures").put_status
local stunned = require("creatures").stunned
local HOUSES = require("houses").HOUSES
local forged_among = require("houses").forged_among
local LATER_TERMS = require("statuses").LATER_TERMS

return {
	rules = {
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
		-- gr2: ctx:rule("sharing_house_with", card, controller): the creatures in play of
		-- "you", "opponent" or "any" (default) that share a house with the card ("each
		-- creature that shares a house with that card").
		sharing_house_with = function(ctx, card, controller)
			local out = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = controller or "any" })) do
				if ctx:rule("shares_house", creature, card) then
					table.insert(out, creature)
				end
			end
			return out
		end,
		-- gr2: ctx:rule("clock_tick", n): "at the end of your turn, put a time counter on each
		-- friendly Clock creature. If there are n or more time counters on <this>, ..." (Tick-
		-- Tock, Chronometer, Ancestral Timekeeper): the counters go on, then whether this card
		-- (still in play) holds n or more.
		clock_tick = function(ctx, n)
			for _, clock in
				ipairs(ctx:objects({ zone = "battleline", controller = "you", subtype = "clock" }))
			do
				ctx:add_counter(clock, "time", 1)
			end
			return ctx.this:is_valid() and ctx.this:counter("time") >= n
		end,
		-- gr2: ctx:rule("use_friendly_not_of", house): "use a friendly non-<house> creature"
		-- (Perimeter Alarm, Séance Scanner): the player picks one of theirs not of that house
		-- that has a use now, and uses it (`use_it`); false if none.
		use_friendly_not_of = function(ctx, house)
			local others = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
				if not ctx:rule("of_house", creature, house) and #ctx:uses(creature) > 0 then
					table.insert(others, creature)
				end
			end
			local prompt = "Use which friendly creature that is not " .. house .. "?"
			return ctx:rule("use_it", ctx:choose({ prompt = prompt, objects = others })[1])
		end,
		-- gr2: ctx:rule("beside_a_housemate", creature): it shares a house with one or more of
		-- its neighbors (Bad Chemistry, Curse of Obstinacy).
		beside_a_housemate = function(ctx, creature)
			for _, neighbor in ipairs(creature:neighbors()) do
				if ctx:rule("shares_house", creature, neighbor) then
					return true
				end
			end
			return false
		end,
		-- gr2: ctx:rule("friendly_reaped", event): a `used` event of a reap by a creature the
		-- ability's controller controls, still in play ("each friendly creature gains, After
		-- Reap: ...", a lasting trigger: Replicative Growth, Dredge).
		friendly_reaped = function(ctx, event)
			local creature = event.object
			return event.ability == "reap"
				and creature:is_valid()
				and creature:controller() == ctx.controller
				and creature:zone() == "battleline"
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
		-- dt2: ctx:rule("n_least_powerful", creatures, n, prompt): "the n least powerful
		-- creatures" (Thin the Herd): the weakest first; where creatures of equal power
		-- straddle the cut, the player picks which of them are in. Fewer than n: all.
		n_least_powerful = function(ctx, creatures, n, prompt)
			if #creatures <= n then
				return creatures
			end
			local sorted = table.clone(creatures)
			table.sort(sorted, function(a, b)
				return (a:stat("power") or 0) < (b:stat("power") or 0)
			end)
			local cut = sorted[n]:stat("power") or 0
			local chosen, tied = {}, {}
			for _, creature in ipairs(sorted) do
				local power = creature:stat("power") or 0
				if power < cut then
					table.insert(chosen, creature)
				elseif power == cut then
					table.insert(tied, creature)
				end
			end
			local need = n - #chosen
			for _, creature in ipairs(ctx:choose({ prompt = prompt, objects = tied, min = need, max = need })) do
				table.insert(chosen, creature)
			end
			return chosen
		end,
		-- dt2: ctx:rule("line", player, except): the creatures of that player's battleline
		-- from its left end ("from left to right"), without `except` if given.
		line = function(ctx, player, except)
			return battleline(ctx, player, except)
		end,
		-- dt2: ctx:rule("neighbor_houses", creature): the houses of the creatures beside it
		-- (one belonging to all houses gives every house).
		neighbor_houses = function(ctx, creature)
			local houses = {}
			for _, n in ipairs(creature:neighbors()) do
				if n:has_keyword("all_houses") then
					return table.clone(HOUSES)
				end
				local house = n:attribute("house")
				if house ~= nil and table.find(houses, house) == nil then
					table.insert(houses, house)
				end
			end
			return houses
		end,
		-- dt2: ctx:rule("move_anywhere", creature): "move it anywhere in its controller's
		-- battleline": the active player picks a flank or a place between two others (named
		-- as a played creature's places are); it keeps its state. Returns whether it moved.
		move_anywhere = function(ctx, creature)
			if creature == nil or creature:zone() ~= "battleline" then
				return false
			end
			local others = battleline(ctx, creature:controller(), creature)
			local places = { "left flank" }
			for i = 1, #others - 1 do
				table.insert(places, "between " .. others[i]:name() .. " and " .. others[i + 1]:name())
			end
			if #others > 0 then
				table.insert(places, "right flank")
			end
			local place =
				ctx:choose({ prompt = "Move " .. creature:name() .. " where?", options = places })[1]
			for i, p in ipairs(places) do
				if p == place then
					return ctx:reposition(creature, i)
				end
			end
			return false
		end,
		-- dt2: ctx:rule("between_partner", partner_id): the creatures between this creature
		-- and a creature named `partner_id` in the same battleline ("each creature between
		-- Com. Officer Hings and Com. Officer Gross"); with two such partners the player
		-- picks one; none: empty.
		between_partner = function(ctx, partner_id)
			local me = ctx.this
			if me:zone() ~= "battleline" then
				return {}
			end
			local line = battleline(ctx, me:controller())
			local partners = {}
			for _, creature in ipairs(line) do
				if creature:card_id() == partner_id and creature ~= me then
					table.insert(partners, creature)
				end
			end
			local partner = ctx:choose({ prompt = "Between it and which partner?", objects = partners })[1]
			if partner == nil then
				return {}
			end
			local between, inside = {}, false
			for _, creature in ipairs(line) do
				if creature == me or creature == partner then
					if inside then
						break
					end
					inside = true
				elseif inside then
					table.insert(between, creature)
				end
			end
			return between
		end,
	},
}
