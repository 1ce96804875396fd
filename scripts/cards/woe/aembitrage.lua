-- Æmbitrage (WoE 057): Your keys cost +1. You refill your hand to 1 more card in your "draw
-- cards" step.
local function you(ctx, player)
	return player == ctx.controller
end

return {
	statics = {
		{ cost = "key", increase = 1, applies_to = you },
		{ value = "hand_size", increase = 1, applies_to = you },
	},
}
