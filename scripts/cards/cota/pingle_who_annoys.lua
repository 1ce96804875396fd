-- Pingle Who Annoys (CotA 043): Elusive. After an enemy creature enters play, deal 1 damage
-- to it (whoever put it there).
return {
	triggers = {
		{
			on = "moved",
			label = "an enemy creature entered play: deal 1 damage to it (Pingle Who Annoys)",
			applies = function(ctx, event)
				return event.to == "battleline"
					and event.from ~= "battleline"
					and event.object:is_valid()
					and event.object:controller() ~= ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:deal_damage(event.object, 1)
			end,
		},
	},
}
