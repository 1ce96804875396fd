-- KeyForge rules (a module): houses, players, the tide and keys.

-- Why `card` is not of the house its controller chose this turn, if it is not. A card
-- with the keyword "all_houses" (granted by Experimental Therapy) belongs to every house;
-- one given a house besides its own belongs to both (KF-HOUSE-ALSO-1).
local function off_house(ctx, card)
	local house = ctx.controller:declared("house")
	if house ~= nil and not card:has_attribute("house", house) and not card:has_keyword("all_houses") then
		return "only cards of the active house (" .. house .. ") can be played or used"
	end
	return nil
end

-- The card types of KeyForge.
local CARD_TYPES = { "action", "artifact", "creature", "upgrade" }

-- What a player must pay in æmber to play `card` ("your opponent must pay you 1 æmber in
-- order to play an artifact", Customs Office): the player values "play_tax_<type>" of its
-- types, which constant abilities raise (KF5-TAX-1).
local function play_tax(ctx, card)
	local tax = 0
	for _, t in ipairs(CARD_TYPES) do
		if card:has_type(t) then
			tax = tax + ctx.controller:value("play_tax_" .. t)
		end
	end
	return tax
end

-- A card of another house used through a counted permission spends it ("you may play or
-- use one Brobnar card this turn", KF-AOA3-PLAYUSE-1); omni uses need none.
local function spend_use_permission(ctx)
	if off_house(ctx, ctx.this) then
		ctx:spend_allowance(ctx.this, "use")
	end
end

-- The active player: the turn player, whose declared house is the active house.
local function active_player(ctx)
	return ctx.controller:is_turn_player() and ctx.controller or ctx.opponent
end

-- The houses: Call of the Archons' seven, then those Worlds Collide brought, then
-- Unfathomable (Dark Tidings), Ekwidon (Winds of Exchange), Geistoid (Grim Reminders) and
-- Skyborn (Æmber Skies, KF-HOUSE-SKYBORN-1); what "choose a house" offers and the order
-- identity cards list them in.
local HOUSES = {
	"brobnar",
	"dis",
	"logos",
	"mars",
	"sanctum",
	"shadows",
	"untamed",
	"saurian",
	"staralliance",
	"unfathomable",
	"ekwidon",
	"geistoid",
	"skyborn",
}

-- The zones a player's cards may be in: their identity card's houses are those of the
-- cards they brought (KF5-HOUSE-4).
local OWN_ZONES = {
	"deck",
	"hand",
	"discard",
	"archives",
	"battleline",
	"artifacts",
	"upgrades",
	"purged",
	"gigantic",
	"grafted",
}

-- The houses on a player's identity card, in the order of HOUSES.
local function identity_houses(ctx, player)
	local side = player == ctx.controller and "you" or "opponent"
	local seen = {}
	for _, zone in ipairs(OWN_ZONES) do
		for _, card in ipairs(ctx:objects({ zone = zone, controller = side })) do
			local house = card:attribute("house")
			if house ~= nil then
				seen[house] = true
			end
		end
	end
	local out = {}
	for _, house in ipairs(HOUSES) do
		if seen[house] then
			table.insert(out, house)
		end
	end
	return out
end

-- The tide (rulebook, "Tide"): high for one player is low for the other; at first it is
-- neither. Recorded as the player counter `high_tide` (1 for the player it is high for).
-- Raising it makes it high for that player (and low for the other); a card that raises it
-- costs no chains.
local function tide_high(player)
	return player:counter("high_tide") > 0
end

local function other_player(ctx, player)
	if player == ctx.controller then
		return ctx.opponent
	end
	return ctx.controller
end

-- dt2: "it may be used as if it belonged to <houses>" (T3R-35A: either of its neighbors'
-- houses): the object's `use_houses` ability (its own, or one an upgrade grants) names
-- them; the active house among them lets it be used (KF-USE-AS-HOUSE-1).
local function usable_as_house(ctx)
	local house = ctx.controller:declared("house")
	if house == nil then
		return false
	end
	local has, houses = ctx:ability("use_houses")
	return has and houses ~= nil and table.find(houses, house) ~= nil
end

-- Whether a player's acts (`bought`) include a key forged.
local function forged_among(acts)
	for _, act in ipairs(acts) do
		if act.what == "key" then
			return true
		end
	end
	return false
end

return {
	off_house = off_house,
	CARD_TYPES = CARD_TYPES,
	play_tax = play_tax,
	spend_use_permission = spend_use_permission,
	active_player = active_player,
	HOUSES = HOUSES,
	OWN_ZONES = OWN_ZONES,
	identity_houses = identity_houses,
	tide_high = tide_high,
	other_player = other_player,
	usable_as_house = usable_as_house,
	forged_among = forged_among,
}
