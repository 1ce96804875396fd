-- Brain Stem Antenna (CotA 209), upgrade: the creature it is on gains "After you play a
-- Mars creature, ready this creature; for the rest of the turn it belongs to house Mars."
-- "You" is that creature's controller (the ability is the creature's).
return {
	triggers = {
		{
			on = "played",
			label = "ready this creature; it is of house Mars this turn",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil
					and event.object ~= host
					and event.player == host:controller()
					and event.object:has_type("creature")
					and ctx:rule("of_house", event.object, "mars")
			end,
			resolve = function(ctx)
				local host = ctx.this:attached_to()
				if host == nil then
					return
				end
				ctx:ready(host)
				ctx:lasting({
					target = host,
					duration = "turn",
					effect = { attribute = "house", value = "mars" },
				})
			end,
		},
	},
}
