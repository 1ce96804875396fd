-- Ravening Morphazoid (GR 083): While you are haunted, it gains poison and skirmish. After
-- Fight/After Reap: Draw a card, then discard a card.
local function haunted(ctx)
	return ctx:rule("haunted")
end

local function draw_then_discard(ctx)
	ctx:draw(1)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	ctx:discard(ctx:choose({ prompt = "Discard which card?", objects = hand })[1])
end

return {
	statics = {
		{ grant = "poison", self_only = true, condition = haunted },
		{ grant = "skirmish", self_only = true, condition = haunted },
	},
	fight = draw_then_discard,
	reap = draw_then_discard,
}
