-- General Order 24 (WC 333): At the start of each player's turn, that player chooses a
-- creature they control and destroys each creature (either side's) of the chosen
-- creature's house. A player with no creature in play destroys General Order 24 instead.
return {
	triggers = {
		{
			on = "turn_began",
			label = "destroy each creature of a house (General Order 24)",
			applies = function()
				return true
			end,
			resolve = function(ctx, event)
				local side = "you"
				if event.player ~= ctx.controller then
					side = "opponent"
				end
				local theirs = ctx:objects({ zone = "battleline", controller = side })
				if #theirs == 0 then
					ctx:destroy(ctx.this)
					return
				end
				local prompt = "Choose a creature: each creature of its house is destroyed"
				local chosen = ctx:choose({ prompt = prompt, objects = theirs, player = event.player })[1]
				local doomed = {}
				for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
					for _, house in ipairs(ctx:rule("houses")) do
						if ctx:rule("of_house", chosen, house) and ctx:rule("of_house", creature, house) then
							table.insert(doomed, creature)
							break
						end
					end
				end
				ctx:destroy(doomed)
			end,
		},
	},
}
