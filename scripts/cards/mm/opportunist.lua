-- Opportunist (MM 254), upgrade: This creature gains elusive. Play: This creature captures 1
-- æmber from its opponent (on an enemy creature, from the one who played Opportunist).
return {
	resolve = function(ctx)
		local host = ctx.this:attached_to()
		if host ~= nil then
			ctx:capture(host, 1)
		end
	end,
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
