-- Sköll (WC 029): Assault 3 (data). After an enemy creature is destroyed by Sköll's
-- assault damage, give a friendly creature a +1 power counter. Its assault damage is its
-- damage before the fight: a creature its fight damage destroys is destroyed fighting.
return {
	triggers = {
		{
			on = "destroyed",
			label = "Sköll's assault destroyed an enemy creature: +1 power counter on a friendly creature",
			applies = function(ctx, event)
				return event.source == ctx.this
					and event.player == ctx.opponent
					and not ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				local mine = ctx:objects({ zone = "battleline", controller = "you" })
				local picked = ctx:choose({
					prompt = "Give which friendly creature a +1 power counter?",
					objects = mine,
				})[1]
				if picked ~= nil then
					ctx:add_counter(picked, "power", 1)
				end
			end,
		},
	},
}
