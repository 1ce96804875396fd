-- KeyForge rules (a module): status counters (ward, enrage, ...) as replacement effects.

local has_status = require("creatures").has_status
local make_token = require("creatures").make_token
local make_named_token = require("creatures").make_named_token
local flip_to_token = require("creatures").flip_to_token
local put_status = require("creatures").put_status
local unward = require("creatures").unward
local other_player = require("houses").other_player
local tide_high = require("houses").tide_high

-- The object a counter_added event put counters on by the act `cause` names, or nil.
local function placed_by(event, cause)
	if event.kind == "counter_added" and event.cause == cause and event.amount > 0 then
		return event.object
	end
	return nil
end

local LATER_TERMS = {
	-- ctx:rule("make_token" [, player [, card]]): the token creature made, or nil.
	make_token = make_token,
	-- tok: ctx:rule("make_named_token", name [, player]): "make a Blorb": the token creature
	-- made, or nil if the player's reference card is not named so (KF-TOK-NAMED-1).
	make_named_token = make_named_token,
	-- tok: ctx:rule("flip_to_token", card): "flip it facedown (it becomes a token
	-- creature)": whether it turned (KF-TOK-FLIP-1).
	flip_to_token = flip_to_token,
	-- ctx:rule("raise_tide" [, player]): the tide becomes high for the player (the
	-- ability's controller by default). Returns whether it was raised: a player it is
	-- already high for cannot raise it (KF-KW-TIDE-4), and nothing happens.
	raise_tide = function(ctx, player)
		local p = player or ctx.controller
		-- "Players cannot raise the tide" (Trial by Water) stops a card's raising too.
		if p:forbidden("raise_tide") or tide_high(p) then
			return false
		end
		local other = other_player(ctx, p)
		ctx:gain(p, "high_tide", 1)
		if tide_high(other) then
			ctx:gain(other, "high_tide", -other:counter("high_tide"))
		end
		return true
	end,
	-- ctx:rule("raised_tide", event): the player who raised the tide, if the event is a
	-- raising (the tide becoming high for them), else nil: "after a player raises the
	-- tide" is a trigger `on = "gained"` asking this (KF-KW-TIDE-4).
	raised_tide = function(_ctx, event)
		if event.kind == "gained" and event.counter == "high_tide" and event.amount > 0 then
			return event.player
		end
		return nil
	end,
	-- ctx:rule("reset_tide"): the tide is neither high nor low for anyone.
	reset_tide = function(ctx)
		for _, p in ipairs({ ctx.controller, ctx.opponent }) do
			if tide_high(p) then
				ctx:gain(p, "high_tide", -p:counter("high_tide"))
			end
		end
	end,
	-- ctx:rule("tide" [, player]): "high", "low" or "neither", for the player.
	tide = function(ctx, player)
		local p = player or ctx.controller
		if tide_high(p) then
			return "high"
		elseif tide_high(other_player(ctx, p)) then
			return "low"
		end
		return "neither"
	end,
	-- Exalt (rulebook, "Exalt"): 1 æmber from the common supply onto the creature;
	-- ctx:rule("exalt", creature, n): "exalt it n times", one exalt after another (as1).
	-- Each is an act of its own, not a capture: its counter_added event names "exalt"
	-- (KF-EVT-EXALT-1) and the turn's acts record it ("if you exalted a friendly creature").
	exalt = function(ctx, creature, times)
		for _ = 1, times or 1 do
			if creature ~= nil and creature:is_valid() then
				ctx:add_counter(creature, "amber", 1, "exalt")
			end
		end
	end,
	-- ctx:rule("exalted", event): the creature exalted, if the event is an exalt (its
	-- counter_added event), else nil; `event.player` is the player who exalted it.
	exalted = function(_ctx, event)
		return placed_by(event, "exalt")
	end,
	-- ctx:rule("captured", event): the creature that captured, if the event is a capture
	-- (the æmber put on it), else nil.
	captured = function(_ctx, event)
		return placed_by(event, "capture")
	end,
	-- ctx:rule("exalted_this_turn" [, player]): whether a creature of the player's (the
	-- ability's controller by default) was exalted this turn, under their control then.
	exalted_this_turn = function(ctx, player)
		for _, act in ipairs((player or ctx.controller):this_turn("placed")) do
			if act.what == "exalt" then
				return true
			end
		end
		return false
	end,
	-- Haunted (rulebook, "Haunted"): 10 or more cards in the player's discard pile.
	haunted = function(ctx, player)
		return (player or ctx.controller):count("discard") >= 10
	end,
	enrage = function(ctx, creature)
		put_status(ctx, creature, "enrage")
	end,
	enraged = function(_ctx, creature)
		return has_status(creature, "enrage")
	end,
	ward = function(ctx, creature)
		put_status(ctx, creature, "ward")
	end,
	warded = function(_ctx, creature)
		return has_status(creature, "ward")
	end,
}

-- A replacement effect of a status: `on` a change to the object itself, `when` it applies.
local function instead_for(on, label, when, instead)
	return {
		on = on,
		label = label,
		applies = function(ctx, change)
			return change.target == ctx.this and when(ctx, change)
		end,
		instead = instead,
	}
end

local function always()
	return true
end

local function nothing()
	return {}
end

-- Damage of 0 uses no ward; a creature already tagged for destruction still leaves play.
local function some_damage(_ctx, change)
	return change.amount > 0
end

local function not_tagged(ctx)
	return not ctx.this:is_destroyed()
end

local WARD = "ward: the ward is removed instead"

local KEYWORD_REPLACEMENTS = {
	-- Invulnerable (rulebook, "Invulnerable"): it cannot be dealt damage or destroyed.
	invulnerable = {
		replacements = {
			instead_for("damage", "invulnerable: no damage", always, nothing),
			instead_for("destroy", "invulnerable: not destroyed", always, nothing),
		},
	},
	-- gr2: "<It> cannot ready unless you are haunted" (The Red Death, Awakened Titan): its
	-- readying, in the "ready cards" step or by a card effect, does nothing while its
	-- controller is not haunted (KF-GR2-READY-HAUNTED-1).
	ready_only_if_haunted = {
		replacements = {
			instead_for("wake", "cannot ready: not haunted", function(ctx)
				return not LATER_TERMS.haunted(ctx, ctx.this:controller())
			end, nothing),
		},
	},
}

local COUNTER_REPLACEMENTS = {
	ward = {
		replacements = {
			instead_for("damage", WARD, some_damage, unward),
			instead_for("destroy", WARD, not_tagged, unward),
			instead_for("move", WARD, not_tagged, unward),
			instead_for("discard", WARD, not_tagged, unward),
		},
	},
}

return {
	LATER_TERMS = LATER_TERMS,
	instead_for = instead_for,
	always = always,
	nothing = nothing,
	some_damage = some_damage,
	not_tagged = not_tagged,
	WARD = WARD,
	KEYWORD_REPLACEMENTS = KEYWORD_REPLACEMENTS,
	COUNTER_REPLACEMENTS = COUNTER_REPLACEMENTS,
}
