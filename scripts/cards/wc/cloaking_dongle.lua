-- Cloaking Dongle (WC 294), upgrade: its creature and each of that creature's neighbors
-- gain elusive.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				local host = ctx.this:attached_to()
				return host ~= nil and (obj == host or obj:is_beside(host))
			end,
		},
	},
}
