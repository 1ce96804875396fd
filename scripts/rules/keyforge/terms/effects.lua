-- KeyForge rules (a module): terms of card text (`ctx:rule`): the tide, keys, capture, destroy, damage, statuses.

local put_into_play = require("creatures").put_into_play
local use_as_yours = require("creatures").use_as_yours
local destroyed_in_a_fight = require("fight").destroyed_in_a_fight
local LATER_TERMS = require("statuses").LATER_TERMS
local battleline = require("creatures").battleline

-- Where a creature stands in its battleline, from the left end (1), or nil off it.
local function place_in_line(ctx, obj)
	if obj:zone() ~= "battleline" then
		return nil
	end
	return table.find(battleline(ctx, obj:controller()), obj)
end

return {
	rules = {
		-- Later sets (kf3): exalt, haunted, enrage/enraged, ward/warded, the tide.
		raise_tide = LATER_TERMS.raise_tide,
		-- ctx:rule("reset_tide").
		reset_tide = LATER_TERMS.reset_tide,
		make_token = LATER_TERMS.make_token,
		make_named_token = LATER_TERMS.make_named_token,
		flip_to_token = LATER_TERMS.flip_to_token,
		-- woe2: ctx:rule("top_of_decks_at_random", creatures): "put each of them on top of its
		-- owner's deck in a random order" (Mælstrom, Adult Swim): each goes on top, one after
		-- another in an order the game's RNG picks.
		top_of_decks_at_random = function(ctx, creatures)
			local order = {}
			for _, creature in ipairs(creatures) do
				table.insert(order, ctx:random(#order + 1), creature)
			end
			for _, creature in ipairs(order) do
				ctx:move(creature, "deck", { position = "top" })
			end
		end,
		-- woe2: ctx:rule("archive_from_hand", n): "archive N cards": the player picks N cards of
		-- their hand (as many as there are) and puts them in their archives.
		archive_from_hand = function(ctx, n)
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			local k = math.min(n, #hand)
			local prompt = "Archive which " .. k .. " card(s)?"
			for _, card in ipairs(ctx:choose({ prompt = prompt, objects = hand, min = k, max = k })) do
				ctx:move(card, "archives")
			end
		end,
		-- woe2: ctx:rule("pass_wisdom", name): "you may put a wisdom counter on <name>" (the
		-- Winds of Exchange philosophers): on a friendly creature of that name, if the player
		-- picks one.
		pass_wisdom = function(ctx, name)
			local candidates = ctx:objects({ zone = "battleline", controller = "you", name = name })
			local prompt = "Put a wisdom counter on " .. name .. "?"
			local picked = ctx:choose({ prompt = prompt, objects = candidates, min = 0, max = 1 })[1]
			if picked ~= nil then
				ctx:add_counter(picked, "wisdom", 1)
			end
		end,
		-- woe2: ctx:rule("friendly_token", obj): it is a token creature in play under this
		-- ability's controller ("each friendly token creature gets/gains ...").
		friendly_token = function(ctx, obj)
			return obj:zone() == "battleline" and obj:controller() == ctx.controller and obj:is_token()
		end,
		-- grant: ctx:rule("friendly_creature", obj): it is a creature in play under this
		-- ability's controller ("each friendly creature gains ...").
		friendly_creature = function(ctx, obj)
			return obj:zone() == "battleline" and obj:controller() == ctx.controller
		end,
		-- grant: ctx:rule("extreme_power", obj, "highest" | "lowest", controller): no creature in
		-- play (of `controller`: "you", "opponent"; any if nil) has more (less) power than it.
		extreme_power = function(ctx, obj, which, controller)
			if obj:zone() ~= "battleline" then
				return false
			end
			local mine = obj:stat("power") or 0
			for _, other in ipairs(ctx:objects({ zone = "battleline", controller = controller or "any" })) do
				local theirs = other:stat("power") or 0
				if (which == "highest" and theirs > mine) or (which == "lowest" and theirs < mine) then
					return false
				end
			end
			return true
		end,
		-- woe2, morph: ctx:rule("swap_control", a, b): "swap control of" two objects in play
		-- of different players: each player takes the other's, and in a battleline each
		-- takes the other's place (rulebook, "Swap Control": they occupy each other's space,
		-- keeping their upgrades, counters and state). Nothing if either is missing or they
		-- are one player's; returns whether they swapped.
		swap_control = function(ctx, a, b)
			local ok = a ~= nil and b ~= nil and a:is_valid() and b:is_valid()
			if not ok or a:controller() == b:controller() then
				return false
			end
			local pa, pb = a:controller(), b:controller()
			local ia, ib = place_in_line(ctx, a), place_in_line(ctx, b)
			if not (ctx:take_control(b, pa, nil, "left") and ctx:take_control(a, pb, nil, "left")) then
				return false
			end
			if ia ~= nil and ib ~= nil then
				ctx:reposition(b, ia)
				ctx:reposition(a, ib)
			end
			return true
		end,
		-- woe2: ctx:rule("token_creatures" [, side]): the token creatures in play (rulebook,
		-- "Token Creatures"), of one side ("you", "opponent"; "any" by default).
		token_creatures = function(ctx, side)
			local found = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side or "any" })) do
				if creature:is_token() then
					table.insert(found, creature)
				end
			end
			return found
		end,
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
				ctx:add_counter(creature, "amber", taken, "capture")
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
		-- ctx:rule("switch_power_and_armor", creature): for the rest of the turn its power is
		-- what its armor is now and its armor what its power is now; later changes (a +1
		-- power counter) still add to the stat they change (KF-SWITCH-STATS-1).
		switch_power_and_armor = function(ctx, creature)
			if creature == nil or not creature:is_valid() then
				return
			end
			local power, armor = creature:stat("power") or 0, creature:stat("armor") or 0
			for _, change in ipairs({ { "power", armor - power }, { "armor", power - armor } }) do
				local stat, by = change[1], change[2]
				if by ~= 0 then
					local op = by > 0 and "increase" or "reduce"
					ctx:lasting({
						target = creature,
						duration = "turn",
						effect = { stat = stat, [op] = math.abs(by) },
					})
				end
			end
		end,
		-- ctx:rule("shares_house", a, b): the two share a house (either belonging to
		-- all houses shares every one): Taxing Journey, Technobabble.
		shares_house = function(ctx, a, b)
			for _, house in ipairs(a:attributes("house")) do
				if ctx:rule("of_house", b, house) then
					return true
				end
			end
			for _, house in ipairs(b:attributes("house")) do
				if ctx:rule("of_house", a, house) then
					return true
				end
			end
			return false
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
		-- ctx:rule("amber_to_pool", creature, n, player): "move n æmber from <creature> to
		-- your pool": what it holds, up to n (all of it for nil), leaves it and the player
		-- (default: the ability's controller) gains it; returns how much moved (0 if it holds
		-- none or is gone).
		amber_to_pool = function(ctx, creature, n, player)
			if creature == nil or not creature:is_valid() then
				return 0
			end
			local moved = math.min(creature:counter("amber"), n or creature:counter("amber"))
			if moved > 0 then
				ctx:add_counter(creature, "amber", -moved)
				ctx:gain(player or ctx.controller, "amber", moved)
			end
			return moved
		end,
		-- as1: ctx:rule("creatures_of_house", house, controller): the creatures in play of
		-- that house (`of_house`), of "you", "opponent" or "any" (default): "each Mars
		-- creature", "a friendly Mars creature".
		creatures_of_house = function(ctx, house, controller)
			local found = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = controller or "any" })) do
				if ctx:rule("of_house", creature, house) then
					table.insert(found, creature)
				end
			end
			return found
		end,
		-- as1: ctx:rule("flank_creatures_of_house", house, controller): the flank creatures
		-- (`flank_creatures`) of that house: "each Skyborn creature on a flank".
		flank_creatures_of_house = function(ctx, house, controller)
			local found = {}
			for _, creature in ipairs(ctx:rule("flank_creatures", controller)) do
				if ctx:rule("of_house", creature, house) then
					table.insert(found, creature)
				end
			end
			return found
		end,
		-- as1: ctx:rule("destroy_each", objects): they are destroyed together now; how many
		-- were (a spent ward or an "instead" that kept one in play does not count): "gain 1
		-- for each card destroyed this way" (Deimos Burst), "if both were destroyed" (Chauncey).
		destroy_each = function(ctx, objects)
			ctx:destroy(objects)
			ctx:settle()
			local gone = 0
			for _, obj in ipairs(objects) do
				if not obj:is_valid() or obj:is_destroyed() then
					gone += 1
				end
			end
			return gone
		end,
		-- as1: ctx:rule("holding_amber", controller): the creatures in play with æmber on
		-- them, of "you", "opponent" or "any" (default): "an enemy creature with æmber on it".
		holding_amber = function(ctx, controller)
			local holding = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = controller or "any" })) do
				if creature:counter("amber") > 0 then
					table.insert(holding, creature)
				end
			end
			return holding
		end,
		-- as1: ctx:rule("move_amber", from, to, n): "move N æmber from <creature> to
		-- <creature>" (n nil: all of it); returns how much moved.
		move_amber = function(ctx, from, to, n)
			local moved = math.min(n or from:counter("amber"), from:counter("amber"))
			if moved > 0 then
				ctx:add_counter(from, "amber", -moved)
				ctx:add_counter(to, "amber", moved)
			end
			return moved
		end,
		exalt = LATER_TERMS.exalt,
		-- ctx:rule("exalted", event): the creature exalted if the event is an exalt (its
		-- counter_added event; `event.player` exalted it), else nil (KF-EVT-EXALT-1).
		exalted = LATER_TERMS.exalted,
		-- ctx:rule("captured", event): the creature that captured if the event is a capture
		-- (the æmber put on it), else nil (KF-EVT-EXALT-1).
		captured = LATER_TERMS.captured,
		-- ctx:rule("exalted_this_turn" [, player]): a creature of the player's was exalted
		-- this turn, under their control then (KF-EVT-EXALT-2).
		exalted_this_turn = LATER_TERMS.exalted_this_turn,
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
	},
}
