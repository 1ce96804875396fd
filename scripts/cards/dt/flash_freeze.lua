-- Flash Freeze (DT 322): Play: For the remainder of the turn, after you play another card,
-- exhaust a creature.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "flash_freeze" } })
	end,
	triggers = {
		{
			on = "played",
			lasting = "flash_freeze",
			label = "you played another card: exhaust a creature (Flash Freeze)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object.id ~= ctx.this.id
			end,
			resolve = function(ctx)
				local all = ctx:objects({ zone = "battleline", controller = "any" })
				ctx:exhaust(ctx:choose({ prompt = "Exhaust which creature?", objects = all })[1])
			end,
		},
	},
}
