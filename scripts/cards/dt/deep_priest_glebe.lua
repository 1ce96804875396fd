-- Deep Priest Glebe (DT 320): After you play an Aquan creature, exhaust an enemy creature.
return {
	triggers = {
		{
			on = "played",
			label = "you played an Aquan creature: exhaust an enemy creature (Deep Priest Glebe)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object:has_type("creature")
					and event.object:has_subtype("aquan")
			end,
			resolve = function(ctx)
				local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
				ctx:exhaust(ctx:choose({ prompt = "Exhaust which enemy creature?", objects = enemies })[1])
			end,
		},
	},
}
