-- Almsmaster, evil twin (DT 064): Deploy (data). Each of its neighbors gains, "Destroyed:
-- Steal 1 æmber." A trigger on "destroying": the ability it gives resolves with the
-- neighbor's own Destroyed: abilities, while it is still beside Almsmaster.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: steal 1 (given by Almsmaster)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "battleline"
					and table.find(ctx.this:neighbors(), creature) ~= nil
			end,
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
