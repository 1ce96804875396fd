-- The Callipygian Ideal (WC 212), upgrade: Play: Exalt this creature. This creature gains,
-- "You may spend æmber on this creature as if it were in your pool": its controller may
-- spend the æmber on it when forging keys.
return {
	resolve = function(ctx)
		local host = ctx.this:attached_to()
		if host ~= nil then
			ctx:rule("exalt", host)
		end
	end,
	statics = {
		{
			spend_from = function(ctx)
				return { ctx.this:attached_to() }
			end,
			cost = "key",
			applies_to = function(ctx, player)
				local host = ctx.this:attached_to()
				return host ~= nil and player == host:controller()
			end,
		},
	},
}
