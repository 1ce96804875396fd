-- Sobogg's Thingamabob (DT 328): After your opponent forges a key, exhaust each creature they
-- control.
return {
	triggers = {
		{
			on = "gained",
			label = "your opponent forged a key: exhaust each of their creatures (Sobogg's Thingamabob)",
			applies = function(ctx, event)
				return event.counter == "keys" and event.amount > 0 and event.player == ctx.opponent
			end,
			resolve = function(ctx)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
					ctx:exhaust(creature)
				end
			end,
		},
	},
}
