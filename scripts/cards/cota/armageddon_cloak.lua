-- Armageddon Cloak (CotA 263), upgrade: The creature gains hazardous 2 and "Destroyed: Fully
-- heal this creature and destroy Armageddon Cloak instead." A Destroyed: ability the cloak
-- gives its creature: it resolves while the creature is tagged, in the order the active
-- player picks among the creature's Destroyed: abilities; it spares the creature (the
-- "instead"), so those not yet resolved never do, and the cloak is destroyed.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "hazardous", increase = 2, applies_to = host },
	},
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: fully heal it and destroy Armageddon Cloak instead",
			applies = function(ctx, event)
				return host(ctx, event.object)
			end,
			resolve = function(ctx, event)
				if ctx:spare(event.object) then
					ctx:heal(event.object, event.object:damage())
					ctx:destroy(ctx.this)
				end
			end,
		},
	},
}
