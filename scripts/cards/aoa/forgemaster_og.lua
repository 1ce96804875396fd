-- Forgemaster Og (AoA 038): After a player (either) forges a key, they lose all of their
-- remaining æmber.
return {
	triggers = {
		{
			on = "gained",
			label = "a key was forged: its player loses their remaining æmber (Forgemaster Og)",
			applies = function(_ctx, event)
				return event.counter == "keys" and event.amount > 0
			end,
			resolve = function(ctx, event)
				local left = event.player:counter("amber")
				if left > 0 then
					ctx:gain(event.player, "amber", -left)
				end
			end,
		},
	},
}
