-- Gambling Den (WC 268): At the start of each player's turn, that player may name a
-- house. If they do, the top card of their deck is revealed: of the named house, they gain
-- 2 æmber; otherwise they lose 2. An empty deck: nothing is asked.
return {
	triggers = {
		{
			on = "turn_began",
			label = "the turn player may gamble (Gambling Den)",
			applies = function()
				return true
			end,
			resolve = function(ctx, event)
				local player = event.player
				local top = ctx:top(1, player)[1]
				if top == nil then
					return
				end
				local options = { "no" }
				for _, house in ipairs(ctx:rule("houses")) do
					table.insert(options, house)
				end
				local house = ctx:choose({
					prompt = "Name a house to gamble on?",
					options = options,
					player = player,
				})[1]
				if house == "no" then
					return
				end
				ctx:reveal({ top })
				if ctx:rule("of_house", top, house) then
					ctx:gain(player, "amber", 2)
				else
					ctx:gain(player, "amber", -2)
				end
			end,
		},
	},
}
