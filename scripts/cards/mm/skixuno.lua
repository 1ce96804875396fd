-- Skixuno (MM 048): Omega (data). Play: Destroy each other creature (together). Give Skixuno
-- a +1 power counter for each creature destroyed this way (a warded one was not).
return {
	resolve = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature.id ~= ctx.this.id then
				table.insert(others, creature)
			end
		end
		local destroyed = ctx:destroy(others)
		if #destroyed > 0 and ctx.this:is_valid() then
			ctx:add_counter(ctx.this, "power", #destroyed)
		end
	end,
}
