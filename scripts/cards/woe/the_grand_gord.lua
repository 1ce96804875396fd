-- The Grand Gord (WoE 033): At the start of your turn, if you control the most powerful
-- creature (or one tied for it), make a token creature.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: most powerful creature, a token (The Grand Gord)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local all = ctx:objects({ zone = "battleline", controller = "any" })
				for _, creature in ipairs(ctx:rule("most_powerful", all)) do
					if creature:controller() == ctx.controller then
						ctx:rule("make_token")
						return
					end
				end
			end,
		},
	},
}
