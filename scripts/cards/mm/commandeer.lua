-- Commandeer (MM 131): Play: For the remainder of the turn, after you play another card, a
-- friendly creature captures 1 æmber (a creature just played may be the one).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "commandeer" } })
	end,
	triggers = {
		{
			on = "played",
			lasting = "commandeer",
			label = "you played a card: a friendly creature captures 1 (Commandeer)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local friends = ctx:objects({ zone = "battleline", controller = "you" })
				local pick = ctx:choose({
					prompt = "Which friendly creature captures 1 æmber?",
					objects = friends,
				})[1]
				if pick ~= nil then
					ctx:capture(pick, 1)
				end
			end,
		},
	},
}
