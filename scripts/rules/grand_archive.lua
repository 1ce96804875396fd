-- Grand Archive rules that are not plain data: champion levels and lineages.
-- The `legal` hook here runs at step 1.6 / 3.1 for every card, after the card's own.

-- Whether `from` (a champion on the field) can level up into `card`. Levelling reads
-- printed (base) levels: effects that modify a champion's level don't count (Champion
-- Leveling Up 1; Level (base) 1).
local function levels_into(from, card)
	local level = card:printed("level") or 0
	if (from:printed("level") or 0) ~= level - 1 then
		return false
	end
	-- A spirit (level 0) levels into any lineage; otherwise the lineage must match.
	if from:has_subtype("spirit") then
		return true
	end
	local lineage = card:attribute("lineage")
	return lineage ~= nil and lineage == from:attribute("lineage")
end

-- The classes written on a card: its `class` attribute, comma-separated.
local function classes(card)
	local out = {}
	for class in string.gmatch(card:attribute("class") or "", "[^,%s]+") do
		out[#out + 1] = class
	end
	return out
end

-- Whether `champion` is of `class` (a subtype on its type line, or its class attribute).
local function of_class(champion, class)
	if champion:has_subtype(class) then
		return true
	end
	for _, c in ipairs(classes(champion)) do
		if c == class then
			return true
		end
	end
	return false
end

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

-- Whether `ally` may become fostered now, at the beginning of its controller's
-- recollection phase: not fostered yet (Fostered 4) and not dealt damage since the end of
-- their previous turn, two turns ago in a two-player game: damage on the opponent's turn
-- (1 turn ago) or this turn (0) counts, damage on their own previous turn (2) doesn't.
local function fosterable(ally)
	if ally:has_status("fostered") then
		return false
	end
	local since = ally:turns_since_damage()
	return since == nil or since >= 2
end

-- The ruleset's elements, for "an element of this card".
local ELEMENTS = {
	"norm",
	"fire",
	"water",
	"wind",
	"arcane",
	"astra",
	"crux",
	"exalted",
	"luxem",
	"tera",
	"umbra",
	"neos",
}

-- Whether `a` and `b` share an element.
local function share_element(a, b)
	for _, e in ipairs(ELEMENTS) do
		if a:has_element(e) and b:has_element(e) then
			return true
		end
	end
	return false
end

-- Imbue N (CR, Imbue 1-2, 5; the value is the stat `imbue`): the card becomes imbued if at
-- least N of the cards reserved to pay for it share its element; the status stays with
-- the object it becomes. Our reading where the engine differs: it is decided as the card
-- resolves, from the cards that paid its reserve cost (the player always reveals them
-- when that imbues it); they stay face down in memory and no `revealed` event is made,
-- so nothing "revealed from memory" sees them (Imbue 3-4).
local function imbue(ctx)
	local card = ctx.this
	if not card:has_keyword("imbue") then
		return
	end
	local matching = {}
	for _, paid in ipairs(ctx:paid_with()) do
		if share_element(paid, card) then
			matching[#matching + 1] = paid
		end
	end
	if #matching >= (card:stat("imbue") or 0) then
		ctx:set_status(card, "imbued")
	end
end

-- Why `unit` doesn't obey its controller, if it doesn't: an ally with Pride N obeys only
-- while its controller's champion is level N or higher, LV counting level modifiers
-- (CR, Pride 1; Obedience 2; Level Restrictions). Several instances: the printed value
-- is the highest (Pride 2).
local function disobeys(ctx, unit)
	if not unit:has_keyword("pride") then
		return nil
	end
	local n = unit:stat("pride") or 0
	local level = 0
	for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion" })) do
		if champion:controller().index == unit:controller().index then
			level = champion:stat("level") or 0
		end
	end
	if level >= n then
		return nil
	end
	return string.format(
		"%s doesn't obey its controller: Pride %d needs a champion of level %d or higher (level %d)",
		unit:name(),
		n,
		n,
		level
	)
end

-- An attack declaration by `unit` (with `card`, an attack card resolving, if any): the
-- weapon it uses, then its targets. Our reading of "a weapon" (CR, Attacking 5, 5.b): at
-- most one weapon an attack; a champion without power must use one unless an attack
-- card gives the attack its power. With Cleave (on the unit, its weapon or its attack
-- card) every unit of the opponent defends; otherwise the player chooses one target
-- (Attacking 2.b; Cleave 1).
local function declare(ctx, unit, card)
	local weapons = weapons_of(ctx, unit, card)
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
	local cleave = unit:has_keyword("cleave") or (card ~= nil and card:has_keyword("cleave"))
	for _, w in ipairs(used) do
		cleave = cleave or w:has_keyword("cleave")
	end
	if cleave then
		return cleave_targets(ctx, unit, used), used
	end
	local targets = attack_targets(ctx, unit, used, card)
	if #targets == 0 then
		return {}, used
	end
	return ctx:choose({
		prompt = "the unit " .. unit:name() .. " attacks",
		objects = targets,
		min = 1,
		max = 1,
	}),
		used
end

-- The unit an attack card attacks with as it resolves: its player's champion, or, for a
-- Command attack, the ally rested to pay its additional cost (CR, Command 1-3) — none if
-- that ally has left the field or doesn't obey its controller (Command 3.b: the attack
-- fails to begin and the ally stays rested). The attack card lends it its power, so the
-- ally's own power is not checked.
-- Masteries (CR, Game Mechanics - Mastery): a player has at most one, kept as the card
-- that represents it in their `mastery` zone. Shifting Currents has four modes, the
-- directions (CR, Shifting Currents 1); its card's `currents` counter holds the one it
-- faces: 1 North, 2 East, 3 South, 4 West. It faces North when gained (1.a).
local DIRECTIONS = { "north", "east", "south", "west" }

local function mastery_of(ctx, who)
	return ctx:objects({ zone = "mastery", controller = who or "you" })[1]
end

local function currents_of(ctx, who)
	local m = mastery_of(ctx, who)
	if m == nil or m:card_id() ~= "shifting_currents" then
		return nil
	end
	return DIRECTIONS[m:counter("currents")]
end

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
		-- Whether this card is being empowered (CR, Empower N 2.a).
		empowered = function(ctx)
			return ctx.this:counter("empower") > 0
		end,
	},

	-- Immortality (CR, Immortality 1): "this object can't be sent from the field to the
	-- graveyard": lethal damage doesn't make it die and nothing destroys it, sacrifice
	-- included (1.a-b). A replacement effect of every object with the keyword.
	keyword_replacements = {
		immortality = {
			replacements = {
				{
					on = "destroy",
					label = "immortality: it can't die or be destroyed",
					applies = function(ctx, change)
						return change.target == ctx.this
					end,
					instead = function()
						return {}
					end,
				},
				{
					on = "move",
					label = "immortality: it stays on the field",
					applies = function(ctx, change)
						return change.target == ctx.this
							and change.zone == "graveyard"
							and ctx.this:zone() == "field"
					end,
					instead = function()
						return {}
					end,
				},
			},
		},
	},

	-- Keywords that are triggered abilities: every object in play with one, printed or
	-- granted, has its `triggers` (as a card's; numbered after its card's own).
	keyword_triggers = {
		-- Foster (CR, Foster 1; Fostered 1-4): at the beginning of its controller's
		-- recollection phase, if the ally hasn't been dealt damage since the end of their
		-- previous turn, it becomes fostered (a status; its "status" event is On Foster).
		-- Checked as it triggers and again as it resolves; an ally becomes fostered once.
		foster = {
			triggers = {
				{
					on = "phase_began",
					label = "Foster",
					applies = function(ctx, event)
						return event.phase == "recollection"
							and ctx.this:controller():is_turn_player()
							and fosterable(ctx.this)
					end,
					resolve = function(ctx)
						if ctx.this:is_valid() and fosterable(ctx.this) then
							ctx:set_status(ctx.this, "fostered")
						end
					end,
				},
			},
		},
		-- Critical N (CR, Critical N 1-3): combat damage the unit would deal is doubled unless
		-- an opponent discards N cards. Our timing: the opponent decides as the damage step
		-- begins, for each attacking or retaliating unit with critical (N its stat
		-- `critical`, instances added up), before the last opportunity and the damage; the
		-- doubling lasts the combat and applies once (Critical 3).
		critical = {
			triggers = {
				{
					on = "phase_began",
					label = "Critical",
					applies = function(ctx, event)
						local combat = ctx:combat()
						if
							event.phase ~= "damage_step"
							or combat == nil
							or (ctx.this:stat("critical") or 0) <= 0
						then
							return false
						end
						if combat.attacker ~= nil and combat.attacker.id == ctx.this.id then
							return true
						end
						for _, r in ipairs(combat.retaliators) do
							if r.id == ctx.this.id then
								return true
							end
						end
						return false
					end,
					resolve = function(ctx)
						local n = ctx.this:stat("critical") or 0
						if n <= 0 or not ctx.this:is_valid() then
							return
						end
						local hand = ctx:look({ zone = "hand", controller = "opponent" })
						if #hand >= n then
							local discard = string.format("discard %d card(s)", n)
							local answer = ctx:choose({
								player = ctx.opponent,
								prompt = string.format(
									"discard %d card(s), or %s's combat damage is doubled (Critical %d)",
									n,
									ctx.this:name(),
									n
								),
								options = { discard, "let the damage double" },
								min = 1,
								max = 1,
							})[1]
							if answer == discard then
								local cards = ctx:choose({
									player = ctx.opponent,
									prompt = string.format("the %d card(s) to discard", n),
									objects = hand,
									min = n,
									max = n,
								})
								for _, card in ipairs(cards) do
									ctx:discard(card)
								end
								return
							end
						end
						ctx:double_combat_damage(ctx.this)
					end,
				},
			},
		},
		-- Preserve on an object (CR, Preserve 1): when it is destroyed, put it from the
		-- graveyard into its owner's material deck; the ruleset's redirect makes it Preserved
		-- (a status). On an action the ruleset's redirect does it all as it resolves.
		preserve = {
			triggers = {
				{
					on = "destroyed",
					own = true,
					label = "Preserve",
					resolve = function(ctx)
						if ctx.this:zone() == "graveyard" then
							ctx:move(ctx.this, "material_deck")
						end
					end,
				},
			},
		},
		-- Vigor (CR, Vigor 1-2): the unit wakes up at the beginning of its controller's end
		-- phase. A triggered ability, so "gains vigor until end of turn" still wakes it:
		-- the end phase's beginning comes before the turn's effects end.
		vigor = {
			triggers = {
				{
					on = "phase_began",
					label = "Vigor",
					applies = function(ctx, event)
						return event.phase == "end" and ctx.this:controller():is_turn_player()
					end,
					resolve = function(ctx)
						if ctx.this:is_valid() and ctx.this:is_rested() then
							ctx:wake(ctx.this)
						end
					end,
				},
			},
		},
		-- Intercept (CR, Intercept 1): when an attack names your champion while this ally
		-- is awake, you may move that attack onto this ally. It triggers on the attacking
		-- unit's declaration (not its weapon's or attack card's, so once an attack) while
		-- the ally is awake and the attack can be intercepted; several interceptors all
		-- trigger (Intercept 3: redundant).
		intercept = {
			triggers = {
				{
					on = "attack",
					label = "Intercept",
					applies = function(ctx, event)
						local ally, combat = ctx.this, ctx:combat()
						if ally:is_rested() or combat == nil or combat.attacker == nil then
							return false
						end
						return event.object.id == combat.attacker.id
							and attacked_champion(combat, ally) ~= nil
							and interceptable(combat)
					end,
					-- Its controller may redirect the attack from the champion to the ally, if
					-- the champion is still a target and the ally a valid one (on the field,
					-- visible to the attack: Intercept 1.a). Awake is the trigger's condition,
					-- not the resolution's (our reading: the CR says it of the attack only).
					-- Obedience (Intercept 2) is not modelled: every ally obeys its controller.
					resolve = function(ctx)
						local ally, combat = ctx.this, ctx:combat()
						if combat == nil or combat.attacker == nil or not ally:is_valid() then
							return
						end
						local champion = attacked_champion(combat, ally)
						if champion == nil or not attackable(combat.attacker, combat.weapons, ally) then
							return
						end
						local chosen = ctx:choose({
							prompt = "redirect the attack on "
								.. champion:name()
								.. " to "
								.. ally:name()
								.. " (Intercept)",
							objects = { ally },
							min = 0,
							max = 1,
						})
						if #chosen == 1 then
							ctx:redirect_attack(champion, ally)
						end
					end,
				},
			},
		},
	},

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
			local why = disobeys(ctx, unit) or powerless(ctx, unit, true)
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
