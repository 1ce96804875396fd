-- Raider of the Peaks (GR 032): At the start of your turn, the player who controls the most
-- powerful creature discards the top card of their deck (a tie: Raider's controller picks
-- the creature).
return {
	triggers = {
		{
			on = "turn_began",
			label = "the player with the most powerful creature discards their top card (Raider of the Peaks)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local top = ctx:rule("most_powerful", ctx:objects({ zone = "battleline" }))
				local prompt = "Which most powerful creature's controller discards their top card?"
				local pick = ctx:choose({ prompt = prompt, objects = top })[1]
				if pick ~= nil then
					ctx:discard(ctx:top(1, pick:controller())[1])
				end
			end,
		},
	},
}
