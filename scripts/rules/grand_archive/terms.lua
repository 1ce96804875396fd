-- Grand Archive rules (a module): the terms of card text, `ctx:rule(name, ...)`.

local DIRECTIONS = require("champions").DIRECTIONS
local ELEMENTS = require("champions").ELEMENTS
local classes = require("champions").classes
local currents_of = require("champions").currents_of
local mastery_of = require("champions").mastery_of
local of_class = require("champions").of_class
local share_element = require("champions").share_element
local loaded = require("combat").loaded

return {
	-- Terms of card text (`ctx:rule(name, ...)`), each with a comment saying what it
	-- means: `cardsmith cards` lists them (docs/cards.md, "Rules terms").
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
		-- Cardistry's discount: how many different reserve costs the Suited objects the
		-- player controls have (two of one cost count once).
		suited_reserve_costs = function(ctx)
			local seen, n = {}, 0
			for _, o in ipairs(ctx:objects({ zone = "field", subtype = "suited", controller = "you" })) do
				local cost = o:printed_cost()
				if cost and not seen[cost] then
					seen[cost] = true
					n += 1
				end
			end
			return n
		end,
		-- How many different elements the cards have among them ("three Slime ally cards with
		-- different elements").
		different_elements = function(_ctx, cards)
			local seen, n = {}, 0
			for _, c in ipairs(cards) do
				for _, e in ipairs(ELEMENTS) do
					if not seen[e] and c:has_element(e) then
						seen[e] = true
						n += 1
					end
				end
			end
			return n
		end,
		-- "REST: you may remove N quest counters from your champion; if you do, wake this up and
		-- transform it" (the Fabled Fatestones).
		quest_transform = function(ctx, n)
			local c = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
			if c == nil or c:counter("quest") < n then
				return
			end
			local yes = ctx:choose({
				prompt = "remove "
					.. n
					.. " quest counters from your champion to wake up and transform "
					.. ctx.this:name(),
				options = { "yes", "no" },
				min = 1,
				max = 1,
			})[1] == "yes"
			if yes and ctx:add_counter(c, "quest", -n) then
				ctx:wake(ctx.this)
				ctx:transform(ctx.this)
			end
		end,
		-- "Whenever ..., put a quest counter on your champion."
		quest_counter = function(ctx)
			local c = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
			if c then
				ctx:add_counter(c, "quest", 1)
			end
		end,
		-- "You gain the <mastery> mastery" (CR, Mastery 1): it replaces the one the player
		-- had; a Shifting Currents gained again faces North again.
		gain_mastery = function(ctx, id)
			local held = mastery_of(ctx)
			local m = held
			if held == nil or held:card_id() ~= id then
				if held ~= nil then
					ctx:move(held, "banishment")
				end
				m = ctx:generate(id, "mastery")
			end
			if id == "shifting_currents" then
				ctx:add_counter(m, "currents", 1 - m:counter("currents"))
			end
		end,
		-- "Your Shifting Currents face <direction>": the direction, or nil without the
		-- mastery; ctx:rule("currents", "opponent") reads the opponent's.
		currents = function(ctx, who)
			return currents_of(ctx, who)
		end,
		-- "Change the direction of your Shifting Currents to <direction>": true if it
		-- changed (a player without the mastery, or one already facing it, changes nothing).
		-- A `switched` event names the direction left and the new one.
		face_currents = function(ctx, direction)
			local now = currents_of(ctx)
			if now == nil or now == direction then
				return false
			end
			if table.find(DIRECTIONS, direction) == nil then
				error("face_currents: '" .. tostring(direction) .. "' is not north, east, south or west")
			end
			return ctx:switch(mastery_of(ctx), "currents", DIRECTIONS, direction)
		end,
		-- "Whenever your Shifting Currents change from facing <from> to <to>": whether
		-- `event` (a `switched` event) is that change of this ability's controller's
		-- mastery; `from` or `to` nil matches any direction.
		currents_turned = function(ctx, event, from, to)
			local m = event.object
			return event.kind == "switched"
				and event.counter == "currents"
				and m ~= nil
				and m:is_valid()
				and m:zone() == "mastery"
				and m:controller() == ctx.controller
				and (from == nil or event.from == from)
				and (to == nil or event.to == to)
		end,
		-- The directions other than the one faced ("a different direction of your
		-- choice"), in order; none without the mastery.
		other_currents = function(ctx)
			local now = currents_of(ctx)
			local out = {}
			if now == nil then
				return out
			end
			for _, d in ipairs(DIRECTIONS) do
				if d ~= now then
					out[#out + 1] = d
				end
			end
			return out
		end,
		-- "(You may) change the direction of your Shifting Currents to <one of these> of
		-- your choice": the player picks one of `options` (none, if `may`) and the
		-- currents face it.
		choose_currents = function(ctx, options, may)
			local pick = ctx:choose({
				prompt = may and "turn your Shifting Currents to (or keep them)"
					or "turn your Shifting Currents to face",
				options = options,
				min = may and 0 or 1,
				max = 1,
			})[1]
			if pick then
				ctx:rule("face_currents", pick)
			end
		end,
		-- "Target <non-champion object | champion> you don't control", chosen as the
		-- ability resolves (a reflexive or On Enter trigger declares no targets here): an
		-- object on an opponent's field, champion or not as `champion` says; `as_spell`
		-- leaves out those with spellshroud ("as a Spell"). Nil if there is none.
		choose_opposing = function(ctx, prompt, champion, as_spell)
			local objects = {}
			for _, o in ipairs(ctx:objects({ zone = "field", controller = "opponent" })) do
				if o:has_type("champion") == champion and not (as_spell and o:has_keyword("spellshroud")) then
					objects[#objects + 1] = o
				end
			end
			return ctx:choose({ prompt = prompt, objects = objects, min = 1, max = 1 })[1]
		end,
		-- The directions adjacent to the one faced (CR, Shifting Currents 2): North and
		-- South each neighbour West and East, and the other way round.
		adjacent_currents = function(ctx)
			local now = currents_of(ctx)
			if now == "north" or now == "south" then
				return { "east", "west" }
			elseif now == "east" or now == "west" then
				return { "north", "south" }
			end
			return {}
		end,
		-- "[<Name> Bonus]": the player's champion is of that lineage (its `lineage`).
		lineage_bonus = function(ctx, lineage)
			local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
			return champion ~= nil and champion:attribute("lineage") == lineage
		end,
		-- "For each <element> element card in your graveyard": how many there are.
		graveyard_of_element = function(ctx, element)
			local n = 0
			for _, card in ipairs(ctx:objects({ zone = "graveyard", controller = "you" })) do
				if card:has_element(element) then
					n += 1
				end
			end
			return n
		end,
		-- Gather: summon one of the six ingredient tokens, picked at random with the game's
		-- seeded generator (CR, Gather 2: in the order the rule lists them); returns it.
		gather = function(ctx)
			local ingredients = {
				"blightroot_token",
				"fraysia_token",
				"manaroot_token",
				"razorvine_token",
				"silvershine_token",
				"springleaf_token",
			}
			return ctx:create_token(ingredients[ctx:random(#ingredients)])
		end,
		-- Element Bonus (CR, Element Bonus 1-2): a champion the player controls shares an
		-- element with this card, wherever the card is.
		element_bonus = function(ctx)
			for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
				if share_element(champion, ctx.this) then
					return true
				end
			end
			return false
		end,
		-- "You may banish N <kind> cards from your graveyard. If you do, ...": the player
		-- picks exactly n of the matching cards of their graveyard (fewer declines; with
		-- fewer than n there, nothing is asked) and they are banished; true if they were.
		may_banish_from_graveyard = function(ctx, n, filter, prompt)
			local query = { zone = "graveyard", controller = "you" }
			for k, v in pairs(filter) do
				query[k] = v
			end
			local cards = ctx:objects(query)
			if #cards < n then
				return false
			end
			local picked = ctx:choose({ prompt = prompt, objects = cards, min = 0, max = n })
			if #picked < n then
				return false
			end
			for _, card in ipairs(picked) do
				ctx:move(card, "banishment")
			end
			return true
		end,
		-- "Reveal a card at random from your memory": returns the revealed card (nil from an
		-- empty memory).
		reveal_random_memory = function(ctx)
			local memory = ctx:look({ zone = "memory", controller = "you" })
			if #memory == 0 then
				return nil
			end
			local card = memory[ctx:random(#memory)]
			ctx:reveal({ card })
			return card
		end,
		-- "Draw a card into your memory": the top card of the player's deck goes to their
		-- memory; returns it (nil from an empty deck).
		draw_into_memory = function(ctx)
			local top = ctx:top(1)[1]
			if top then
				ctx:move(top, "memory")
			end
			return top
		end,
		-- "Put them on the top (bottom) of your deck in any order": the player picks the
		-- cards one at a time, each put at that end, so the last picked ends outermost.
		in_chosen_order = function(ctx, cards, position)
			local left = {}
			for _, card in ipairs(cards) do
				table.insert(left, card)
			end
			while #left > 0 do
				local pick = ctx:choose({
					prompt = "card to put on the " .. position .. " of your deck next",
					objects = left,
					min = 1,
					max = 1,
				})[1]
				ctx:move(pick, "main_deck", { position = position })
				for i, card in ipairs(left) do
					if card.id == pick.id then
						table.remove(left, i)
						break
					end
				end
			end
		end,
		-- "<unit> becomes distant": it stays distant until the end of its controller's turn
		-- (CR, Distant 1-3): this turn if that player is the turn player, else their next
		-- turn. Distant is the keyword `distant`, granted by a lasting effect.
		become_distant = function(ctx, unit)
			if unit == nil or not unit:is_valid() then
				return
			end
			local duration = unit:controller():is_turn_player() and "end_of_turn" or "controller_next_turn"
			ctx:lasting({ target = unit, duration = duration, effect = { grant = "distant" } })
		end,
		-- "You may pay (N). When you do, ...": the player may pay N reserve as the ability
		-- resolves; if they pay, the card's reflexive trigger `name` goes on the stack once
		-- the ability has resolved (CR, Reflexive Trigger 1). Whether they paid.
		may_pay_when_you_do = function(ctx, n, name)
			local pick =
				ctx:choose({ prompt = string.format("Pay (%d)?", n), options = { "pay", "decline" } })[1]
			if pick == "pay" and ctx:pay("reserve", n) then
				ctx:when_you_do(name)
				return true
			end
			return false
		end,
		-- "Put a buff counter on target <kind> you control": the player chooses one of the
		-- objects `filter` finds (chosen as the ability resolves), which gets a buff counter.
		buff_one = function(ctx, filter, prompt)
			local objects = ctx:objects(filter)
			if #objects > 0 then
				local chosen = ctx:choose({ prompt = prompt, objects = objects, min = 1, max = 1 })
				ctx:add_counter(chosen[1], "buff", 1)
			end
		end,
		-- LV: the level of the player's champion (constant abilities applied); 0 without one.
		-- An empowered card (a Spell that took its player's empower counters as it was
		-- announced) reads it N higher (CR, Empower N 1).
		level = function(ctx)
			local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
			local level = champion and (champion:stat("level") or 0) or 0
			return level + ctx.this:counter("empower")
		end,
		-- Empower N: the player's next Spell card this turn activates and resolves as if
		-- their champion's level were N higher; instances add up (CR, Empower N 1-3).
		empower = function(ctx, n)
			if n ~= nil and n > 0 then
				ctx:gain(ctx.controller, "empower", n)
			end
		end,
		-- Whether `weapon` is loaded: it has cards in its loaded cards zone (CR, Loaded 3).
		loaded = function(_ctx, weapon)
			return loaded(weapon)
		end,
		-- ---- ga6: "REST: Load <this> into target unloaded Gun weapon you control" (CR,
		-- Loaded Cards 1-3; Loaded 3), shared by the Bullet cards. A target filter can't say
		-- unloaded, so the ability needs such a gun to be activated (`can_load`), targets a
		-- Gun of yours (`gun_target`), and does nothing if that gun was loaded meanwhile.
		can_load = function(ctx)
			for _, gun in
				ipairs(ctx:objects({ zone = "field", type = "weapon", subtype = "gun", controller = "you" }))
			do
				if not loaded(gun) then
					return true
				end
			end
			return false, "you control no unloaded Gun weapon to load " .. ctx.this:name() .. " into"
		end,
		-- A bullet's "load it into target unloaded Gun you control": its target requirement.
		gun_target = function(_ctx)
			return {
				{
					label = "unloaded Gun weapon you control",
					type = "weapon",
					subtype = "gun",
					controller = "you",
					count = 1,
				},
			}
		end,
		-- ... and its resolution: the bullet is attached to the Gun (loaded) if it is still
		-- unloaded.
		load_target = function(ctx)
			local gun = ctx:target(1)
			if gun ~= nil and not loaded(gun) then
				ctx:attach(ctx.this, gun, "loaded")
			end
		end,
		-- ---- end ga6 ----
		-- ---- gama2 ----
		-- "If damage would be dealt to <it>, prevent <n> of that damage": what a damage
		-- replacement effect's `instead` returns (nothing once all of it is prevented).
		prevent_part = function(_ctx, change, n)
			if change.amount <= n then
				return {}
			end
			change.amount = change.amount - n
			return change
		end,
		-- "[Class Bonus] <this> gets +1 POWER for every <n> damage counters on your
		-- champion": the bonus now (0 without the class bonus).
		power_per_champion_damage = function(ctx, n)
			if not ctx:rule("class_bonus") then
				return 0
			end
			return ctx:rule("champion_damage") // n
		end,
		-- "[Damage N+]": N or more damage counters on the player's champion (with N nil:
		-- how many there are, 0 without a champion: "for every six damage counters on
		-- your champion").
		champion_damage = function(ctx, n)
			local c = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
			local damage = c ~= nil and c:damage() or 0
			if n == nil then
				return damage
			end
			return damage >= n
		end,
		-- "As long as your champion has leveled up this turn": the player materialized a
		-- champion card this turn (each materialized champion levels up onto the one it
		-- joins; the first turn's level 0 champion is put onto the field, not played).
		leveled_up_this_turn = function(ctx)
			for _, act in ipairs(ctx.controller:this_turn("played")) do
				if table.find(act.types or {}, "champion") then
					return true
				end
			end
			return false
		end,
		-- "<Your champion's> next attack this turn ...": the card keeps a trigger on
		-- (`lasting = name`, started for the turn by `effect = { trigger = name }`) on the
		-- attacks of its player's champion; it answers the first one only: its resolution
		-- calls `spend_next_attack`, which the card (the object it is now: an action in
		-- its graveyard, a champion on the field) remembers.
		next_attack = function(ctx, event)
			return event.object ~= nil
				and event.object:has_type("champion")
				and event.object:controller() == ctx.controller
				and ctx.this:remembered("next_attack_spent")[1] == nil
		end,
		-- The "next attack" has come: `next_attack` answers no later one this turn.
		spend_next_attack = function(ctx)
			ctx:remember(ctx.this, "next_attack_spent", "yes")
		end,
		-- ---- end gama2 ----
		-- "You may banish <this>. If you do, draw a card": asked only while it is still on
		-- the field (Life Essence Amulet, Surveillance Stone).
		banish_to_draw = function(ctx)
			if not ctx.this:is_valid() or ctx.this:zone() ~= "field" then
				return
			end
			local answer = ctx:choose({
				prompt = "banish " .. ctx.this:name() .. " to draw a card?",
				options = { "yes", "no" },
				min = 1,
				max = 1,
			})[1]
			if answer == "yes" and ctx:banish(ctx.this) then
				ctx:draw(1)
			end
		end,
		-- "You may discard a card. If you do, draw a card": the player picks one card of their
		-- hand or none; the draw follows only a discard that happened. Whether it did.
		may_discard_to_draw = function(ctx)
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			local pick =
				ctx:choose({ prompt = "discard a card to draw a card?", objects = hand, min = 0, max = 1 })[1]
			if pick == nil or not ctx:discard(pick) then
				return false
			end
			ctx:draw(1)
			return true
		end,
		-- Agility N (CR, Agility N 1-3): "return N cards from your memory to your hand", the
		-- player picking which; with N or fewer there, all of them return.
		agility = function(ctx, n)
			local memory = ctx:objects({ zone = "memory", controller = "you" })
			local count = math.min(n, #memory)
			local picks = ctx:choose({
				prompt = string.format("Agility %d: the cards to return from your memory to your hand", n),
				objects = memory,
				min = count,
				max = count,
			})
			for _, card in ipairs(picks) do
				ctx:move(card, "hand")
			end
		end,
		-- "Target player puts the top N cards of their deck into their graveyard": the player
		-- (the opponent or you) is chosen as the ability resolves; as many as the deck holds go.
		player_mills = function(ctx, n)
			local whose = ctx:choose({
				prompt = string.format(
					"the player who puts the top %d cards of their deck into their graveyard",
					n
				),
				options = { "opponent", "you" },
				min = 1,
				max = 1,
			})[1]
			local player = whose == "you" and ctx.controller or ctx.opponent
			for _, card in ipairs(ctx:top(n, player)) do
				ctx:move(card, "graveyard")
			end
		end,
		-- "<it> is attacking a(n) <card type>" / "attacking your champion": a combat is under
		-- way and one of its targets has that card type (controlled by this ability's
		-- controller, with `who` "you").
		attack_on = function(ctx, card_type, who)
			local combat = ctx:combat()
			if combat == nil then
				return false
			end
			for _, t in ipairs(combat.targets) do
				if t:has_type(card_type) and (who ~= "you" or t:controller() == ctx.controller) then
					return true
				end
			end
			return false
		end,
		-- "Ally Link": the target requirement of a card with the link keyword, the ally it
		-- enters the field linked to (the ruleset's `links`).
		ally_link_target = function()
			return { { label = "ally to link to", type = "ally", count = 1 } }
		end,
		-- "The linked ally": `obj` is the object this card is linked to.
		linked_to_this = function(ctx, obj)
			return obj == ctx.this:attached_to()
		end,
		-- Whether this card is being empowered (CR, Empower N 2.a).
		empowered = function(ctx)
			return ctx.this:counter("empower") > 0
		end,
		-- ---- ga10 ----
		-- ctx:rule("infuse", name): the Potion Infusions' "rest target Potion; if you do, it
		-- gains '<this card's trigger `name`>' until end of turn" — the card's trigger with
		-- `lasting = name`, kept on for that Potion alone (GA-LASTING-TRIGGER-1). A Potion
		-- already rested can't be rested: it gains nothing.
		infuse = function(ctx, name)
			local potion = ctx:target(1)
			if potion == nil or potion:is_rested() or not ctx:rest(potion) then
				return false
			end
			ctx:lasting({ target = potion, duration = "end_of_turn", effect = { trigger = name } })
			return true
		end,
	},
}
