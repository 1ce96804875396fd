-- Curse of Confusion (GR 279): Treachery (data). At the end of your turn, exhaust each
-- friendly creature of the active house (its controller's house this turn).
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: exhaust your creatures of the active house (Curse of Confusion)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local house = ctx.controller:declared("house")
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if house ~= nil and ctx:rule("of_house", creature, house) then
						ctx:exhaust(creature)
					end
				end
			end,
		},
	},
}
