-- United Action (WC 343): Alpha (data). Play: For the remainder of the turn, you may play
-- cards from any house for which you have a card in play. You cannot use cards this turn.
-- Constant abilities that work from the discard pile on the turn it was played: the houses
-- are read as each card is played (an upgrade played meanwhile adds its house).
local function played_this_turn(ctx)
	for _, act in ipairs(ctx.controller:this_turn("played")) do
		if act.card == "united_action" then
			return true
		end
	end
	return false
end

local function houses_in_play(ctx)
	local houses = {}
	for _, zone in ipairs({ "battleline", "artifacts", "upgrades" }) do
		for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
			local house = card:attribute("house")
			if house ~= nil then
				houses[house] = true
			end
		end
	end
	return houses
end

return {
	statics = {
		{
			allow = "activate",
			from = { "discard" },
			condition = played_this_turn,
			applies_to = function(ctx, card)
				local house = card:attribute("house")
				return card:controller() == ctx.controller
					and house ~= nil
					and houses_in_play(ctx)[house] == true
			end,
		},
		{
			forbid = "use",
			from = { "discard" },
			condition = played_this_turn,
			applies_to = function(ctx, obj)
				return obj:controller() == ctx.controller
			end,
		},
	},
}
