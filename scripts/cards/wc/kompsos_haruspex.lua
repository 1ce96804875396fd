-- Kompsos Haruspex (WC 224): Each friendly creature's Play: ability is a Play/Reap:
-- ability: after one of its controller's creatures reaps, that creature's own Play:
-- ability resolves again (as its controller's). The opponent's creatures are not affected.
return {
	triggers = {
		{
			on = "used",
			label = "Reap: its Play: ability (Kompsos Haruspex)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object ~= nil
					and ctx.this:zone() == "battleline"
					and event.object:zone() == "battleline"
					and event.object:controller() == ctx.controller
			end,
			resolve = function(ctx, event)
				if event.object:is_valid() then
					ctx:ability_of(event.object, "resolve")
				end
			end,
		},
	},
}
