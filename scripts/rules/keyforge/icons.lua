-- KeyForge rules (a module): bonus icons.

local active_player = require("houses").active_player

-- Bonus icons (rulebook "Bonus Icons", KF-ICON-1..7): a card's æmber icons (the stat
-- "amber") come first, then its other icons (`obj:icons()`: printed, then Enhance's), each
-- resolved in order as the card is played, before its "Play:" ability. The active player
-- picks what an icon needs; an icon with nothing to do does nothing.
local ICONS = { amber = true, capture = true, damage = true, draw = true, discard = true }

local function bonus_icons(card, extra_amber)
	local out = {}
	for _ = 1, (card:stat("amber") or 0) + (extra_amber or 0) do
		table.insert(out, "amber")
	end
	for _, icon in ipairs(card:icons()) do
		if not ICONS[icon] then
			error(
				card:name() .. ": unknown bonus icon '" .. icon .. "' (amber, capture, damage, draw, discard)"
			)
		end
		table.insert(out, icon)
	end
	return out
end

-- A damage icon dealt damage to `creature`: the "after_icon_damage" ability of each card
-- in play, either side's, in the order they are found.
local function after_icon_damage(ctx, creature)
	for _, zone in ipairs({ "battleline", "artifacts" }) do
		for _, obj in ipairs(ctx:objects({ zone = zone, controller = "any" })) do
			if creature:is_valid() and obj:has_ability("after_icon_damage") then
				ctx:ability_of(obj, "after_icon_damage", creature)
			end
		end
	end
end

-- One icon, for the player resolving the card. "icons_as_capture" (Amphora Captura) lets
-- them resolve any other icon as a capture icon instead (KF-ICON-8).
local function resolve_icon(ctx, card, icon)
	local chooser = active_player(ctx)
	if icon ~= "capture" and card:has_keyword("icons_as_capture") then
		local how = ctx:choose({
			prompt = "Resolve this " .. icon .. " bonus icon as?",
			options = { icon, "capture" },
			player = ctx.controller,
		})[1]
		icon = how or icon
	end
	-- "capture_icon_may_steal" on a creature of theirs (Scrivener Favian): a capture icon
	-- may steal 1 instead; asked only while the opponent has æmber (KF-ICON-11).
	local steal = false
	if
		icon == "capture"
		and ctx.opponent:counter("amber") > 0
		and ctx:count({ zone = "battleline", controller = "you", keyword = "capture_icon_may_steal" }) > 0
	then
		steal = ctx:choose({
			prompt = "Resolve this capture bonus icon as?",
			options = { "capture", "steal" },
			player = ctx.controller,
		})[1] == "steal"
	end
	if icon == "amber" then
		ctx:gain(ctx.controller, "amber", 1)
	elseif steal then
		ctx:steal(1)
	elseif icon == "capture" then
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if ctx.opponent:counter("amber") > 0 and #mine > 0 then
			local c = ctx:choose({
				prompt = "Which creature captures 1 (bonus icon)?",
				objects = mine,
				player = chooser,
			})
			ctx:capture(c[1], 1)
		end
	elseif icon == "damage" then
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		if #all > 0 then
			local c = ctx:choose({
				prompt = "Deal 1 damage to which creature (bonus icon)?",
				objects = all,
				player = chooser,
			})
			-- Not dealt by the card the icon is on (KF-ICON-4).
			ctx:deal_damage(c[1], 1, { sourceless = true })
			-- Each creature it was dealt to (armor may stop it) goes to the
			-- "after_icon_damage" ability of every card in play (Maleficorn, KF-ICON-12).
			for _, dealt in ipairs(ctx:settle()) do
				if dealt.amount > 0 and dealt.target:is_valid() then
					after_icon_damage(ctx, dealt.target)
				end
			end
		end
	elseif icon == "draw" then
		ctx:draw(1)
	elseif icon == "discard" then
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		if #hand > 0 then
			local c =
				ctx:choose({ prompt = "Discard which card (bonus icon)?", objects = hand, player = chooser })
			ctx:discard(c[1])
		end
	end
	-- Scripts see it: an event, and right away (before the card's "Play:") the
	-- "after_bonus_icon" ability of the resolving player's cards in play (Chronus, KF-ICON-9).
	if icon ~= "amber" then
		ctx:when_you_do(icon .. "_icon")
	end
	for _, zone in ipairs({ "battleline", "artifacts" }) do
		for _, obj in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
			if obj:has_ability("after_bonus_icon") then
				ctx:ability_of(obj, "after_bonus_icon", icon)
			end
		end
	end
end

-- Every bonus icon of `card`, in order; each once more per "icons_again" grant (Fission
-- Bloom: an icon and its repeat before the next icon). Consecutive æmber icons with no
-- choice to make are gained together, as one gain.
local function resolve_bonus_icons(ctx, card, extra_amber)
	-- "opponent_no_bonus_icons" on a card in play of the opponent's (Master of the Grey): none
	-- resolve, "as though you had played it" too (KF-ICON-13).
	for _, zone in ipairs({ "battleline", "artifacts" }) do
		if ctx:count({ zone = zone, controller = "opponent", keyword = "opponent_no_bonus_icons" }) > 0 then
			return
		end
	end
	local icons = bonus_icons(card, extra_amber)
	local times = card:has_keyword("icons_again") and 2 or 1
	local pooled = 0
	local asks = card:has_keyword("icons_as_capture")
	for _, icon in ipairs(icons) do
		for _ = 1, times do
			if icon == "amber" and not asks then
				pooled = pooled + 1
			else
				if pooled > 0 then
					ctx:gain(ctx.controller, "amber", pooled)
					pooled = 0
				end
				resolve_icon(ctx, card, icon)
			end
		end
	end
	if pooled > 0 then
		ctx:gain(ctx.controller, "amber", pooled)
	end
end

return {
	ICONS = ICONS,
	bonus_icons = bonus_icons,
	after_icon_damage = after_icon_damage,
	resolve_icon = resolve_icon,
	resolve_bonus_icons = resolve_bonus_icons,
}
