-- Kiligog's Trench (DT 324): At the end of your turn, place 1 depth counter on it, then
-- destroy each creature with power equal to the number of depth counters on it.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "a depth counter, then destroy each creature of that power (Kiligog's Trench)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "depth", 1)
				local depth = ctx.this:counter("depth")
				local doomed = {}
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					if (creature:stat("power") or 0) == depth then
						table.insert(doomed, creature)
					end
				end
				ctx:destroy(doomed)
			end,
		},
	},
}
