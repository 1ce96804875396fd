-- Yo Mama Mastery (CotA 052), upgrade: The creature this is attached to has taunt. Play:
-- Fully heal that creature.
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
		local creature = ctx.this:attached_to()
		if creature ~= nil and creature:damage() > 0 then
			ctx:heal(creature, creature:damage())
		end
	end,
}
