-- Dark Memento (GR 111): At the start of your turn, if you are not haunted, discard cards from
-- the top of your deck until you are (or it is empty). Scrap: Discard the top card of a
-- player's deck (your pick); while that player is not haunted, repeat.
local function until_haunted(ctx, player)
	while not ctx:rule("haunted", player) do
		local top = ctx:top(1, player)[1]
		if top == nil or not ctx:discard(top) then
			return
		end
	end
end

return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: discard until you are haunted",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				until_haunted(ctx, ctx.controller)
			end,
		},
	},
	scrap = function(ctx)
		local whose =
			ctx:choose({ prompt = "Discard from whose deck?", options = { "mine", "opponent's" } })[1]
		local player = whose == "mine" and ctx.controller or ctx.opponent
		local top = ctx:top(1, player)[1]
		if top ~= nil and ctx:discard(top) then
			until_haunted(ctx, player)
		end
	end,
}
