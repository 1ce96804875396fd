-- Officer's Blaster (DT 298), upgrade: This creature gets +2 power and gains, "Destroyed:
-- Attach Officer's Blaster to this creature's right neighbor." (With no right neighbor it
-- goes to the discard pile with the creature.)
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: Officer's Blaster moves to the creature's right neighbor",
			applies = function(ctx, event)
				return event.object ~= nil and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local host = event.object
				for _, neighbor in ipairs(host:neighbors()) do
					if host:is_left_of(neighbor) and not neighbor:is_destroyed() then
						ctx:attach(ctx.this, neighbor)
						return
					end
				end
			end,
		},
	},
}
