-- Grand Archive rules (a module): champions, classes, elements, masteries.

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

return {
	levels_into = levels_into,
	classes = classes,
	of_class = of_class,
	fosterable = fosterable,
	ELEMENTS = ELEMENTS,
	share_element = share_element,
	imbue = imbue,
	disobeys = disobeys,
	DIRECTIONS = DIRECTIONS,
	mastery_of = mastery_of,
	currents_of = currents_of,
}
