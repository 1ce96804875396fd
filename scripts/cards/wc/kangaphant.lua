-- Kangaphant (WC 376): Each creature (both sides', Kangaphant too) gains "Reap: Destroy
-- this creature." — after a creature reaps, it is destroyed, while Kangaphant is in play.
return {
	triggers = {
		{
			on = "used",
			label = "Reap: destroy this creature (Kangaphant)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object ~= nil
					and event.object:zone() == "battleline"
					and ctx.this:zone() == "battleline"
			end,
			-- The ability is the reaper's only while Kangaphant gives it: gone with Kangaphant
			-- (Legion's March's damage resolved first may destroy it), it does not resolve.
			resolve = function(ctx, event)
				if event.object:is_valid() and ctx.this:is_valid() and ctx.this:zone() == "battleline" then
					ctx:destroy(event.object)
				end
			end,
		},
	},
}
