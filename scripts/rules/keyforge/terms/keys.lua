-- KeyForge rules (a module): terms of card text (`ctx:rule`) about keys and their colours.
-- Each player has a red, a yellow and a blue key (KF-KEY-COLOUR-1): `keys` counts those
-- forged, and the counters `key_red`, `key_yellow`, `key_blue` say which (the ruleset's
-- key cost buys one of them, its buyer's choice).

local COLOURS = { "red", "yellow", "blue" }

local function counter(colour)
	return "key_" .. colour
end

-- The colours of `player`'s forged keys, in the order red, yellow, blue.
local function forged(player)
	local out = {}
	for _, colour in ipairs(COLOURS) do
		if player:counter(counter(colour)) > 0 then
			table.insert(out, colour)
		end
	end
	return out
end

local function member(list, x)
	for _, y in ipairs(list) do
		if y == x then
			return true
		end
	end
	return false
end

return {
	rules = {
		-- ctx:rule("key_forged", player, colour): that key of the player's is forged ("while
		-- your red key is forged").
		key_forged = function(_ctx, player, colour)
			return player:counter(counter(colour)) > 0
		end,
		-- ctx:rule("forged_keys", player): the colours of the player's forged keys.
		forged_keys = function(_ctx, player)
			return forged(player)
		end,
		-- ctx:rule("unforge", player [, colours]): "unforge a key of your opponent's": one of
		-- the player's forged keys (of `colours` only, if given: "unforge the key they
		-- forged on their previous turn") is flipped back; the player whose key it is
		-- chooses which (KF-KEY-COLOUR-2). Returns its colour ("" for a key of no colour, as
		-- a scenario's setup may give), nil if none was unforged.
		unforge = function(ctx, player, colours)
			if player:counter("keys") <= 0 then
				return nil
			end
			local options = {}
			for _, colour in ipairs(forged(player)) do
				if colours == nil or member(colours, colour) then
					table.insert(options, colour)
				end
			end
			local colour = ""
			if #options > 0 then
				local names = {}
				for _, c in ipairs(options) do
					table.insert(names, counter(c))
				end
				local picked = ctx:choose({
					prompt = "Choose which of your keys is unforged",
					options = names,
					min = 1,
					max = 1,
					player = player,
				})[1]
				ctx:gain(player, picked, -1)
				colour = (string.gsub(picked, "^key_", ""))
			elseif colours ~= nil or #forged(player) > 0 then
				return nil
			end
			ctx:gain(player, "keys", -1)
			return colour
		end,
		-- ctx:rule("forged_last_turn_colours", player): the colours of the keys the player
		-- forged during the turn before this one.
		forged_last_turn_colours = function(_ctx, player)
			local out = {}
			for _, act in ipairs(player:last_turn("bought")) do
				if act.what == "key" and act.chosen ~= nil then
					table.insert(out, (string.gsub(act.chosen, "^key_", "")))
				end
			end
			return out
		end,
	},
}
