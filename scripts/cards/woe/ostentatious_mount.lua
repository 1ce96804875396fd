-- Ostentatious Mount (WoE 219), upgrade: This creature gains taunt. Play: Move this creature
-- anywhere in its controller's battleline (its player picks the place).
return {
	statics = {
		{
			grant = "taunt",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	resolve = function(ctx)
		local host = ctx.this:attached_to()
		if host == nil then
			return
		end
		local side = host:controller() == ctx.controller and "you" or "opponent"
		local line = ctx:objects({ zone = "battleline", controller = side })
		local places = {}
		for i = 1, #line do
			table.insert(places, tostring(i))
		end
		local picked =
			ctx:choose({ prompt = "Move it to which place, counted from the left?", options = places })[1]
		if picked ~= nil then
			ctx:reposition(host, tonumber(picked))
		end
	end,
}
