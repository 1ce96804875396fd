-- Heart of the Forest (AoA 355), artifact: a player who has forged more keys than their
-- opponent can't forge keys, at the forge step or through a card.
local function other(ctx, player)
	if player == ctx.controller then
		return ctx.opponent
	end
	return ctx.controller
end

return {
	statics = {
		{
			forbid = "buy",
			cost = "key",
			applies_to = function(ctx, player)
				return player:counter("keys") > other(ctx, player):counter("keys")
			end,
		},
	},
}
