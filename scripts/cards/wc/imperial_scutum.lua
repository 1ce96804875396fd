-- Imperial Scutum (WC 185), upgrade: This creature gets +2 armor and gains "Destroyed:
-- Move each æmber on this creature to the common supply" (removed from it before it
-- leaves play, so none goes to the opponent).
return {
	statics = {
		{
			stat = "armor",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: its æmber to the common supply (Imperial Scutum)",
			applies = function(ctx, event)
				return event.object ~= nil and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local host = event.object
				if host:is_valid() and host:counter("amber") > 0 then
					ctx:add_counter(host, "amber", -host:counter("amber"))
				end
			end,
		},
	},
}
