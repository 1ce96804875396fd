-- KeyForge rules (a module): terms of card text (`ctx:rule`): allotting, moving, counting, archives.

local power_extreme = require("creatures").power_extreme

return {
	rules = {
		-- ctx:rule("allot_damage", creatures, n, prompt [, step]): "deal 1 damage to a
		-- creature for each ...": n points, each to a creature the player picks among
		-- `creatures`; what one creature gets is dealt to it as one amount (one ward meets
		-- it all). Each point is `step` damage (default 1): "deal 2 damage to a creature for
		-- each ..." (Seeker Missiles).
		allot_damage = function(ctx, creatures, n, prompt, step)
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
				dealt[picked.id] = dealt[picked.id] + (step or 1)
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
		-- keys: ctx:rule("ready_and_fight", creatures, prompt): "ready and fight with a
		-- <creature>": the player picks one of `creatures`, it is readied and fights (the
		-- fight resolves before the ability goes on); returns it, nil if none could be picked.
		ready_and_fight = function(ctx, creatures, prompt)
			local pick = ctx:choose({ prompt = prompt, objects = creatures })[1]
			if pick ~= nil then
				ctx:ready(pick)
				ctx:use(pick, "fight")
			end
			return pick
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
	},
}
