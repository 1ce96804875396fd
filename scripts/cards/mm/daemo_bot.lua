-- Dæmo-Bot (MM 068), and Techno-Fiend (MM 016): Reap: Discard a card from your hand. If you
-- do, draw a card. Destroyed: Steal 1 æmber.
local function discard_then_draw(ctx)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local pick = ctx:choose({ prompt = "Discard which card (then draw one)?", objects = hand })[1]
	if pick ~= nil and ctx:discard(pick) then
		ctx:draw(1)
	end
end

return {
	reap = discard_then_draw,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: steal 1 æmber",
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
