-- Sibyl Waimare (WoE 359): At the start of your opponent's turn, that player discards the
-- top card of their deck and exhausts each creature of that card's house (both sides').
return {
	triggers = {
		{
			on = "turn_began",
			label = "the opponent discards their top card; each creature of its house is exhausted (Sibyl Waimare)",
			applies = function(ctx, event)
				return event.player == ctx.opponent
			end,
			resolve = function(ctx)
				local top = ctx:top(1, ctx.opponent)[1]
				if top == nil then
					return
				end
				local house = top:attribute("house")
				ctx:discard(top)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					if ctx:rule("of_house", creature, house) then
						ctx:exhaust(creature)
					end
				end
			end,
		},
	},
}
