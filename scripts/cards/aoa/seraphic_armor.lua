-- Seraphic Armor (AoA 263), upgrade: This creature gets +1 armor. Play: Fully heal this
-- creature.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "armor", increase = 1, applies_to = host },
	},
	resolve = function(ctx)
		local creature = ctx.this:attached_to()
		if creature ~= nil and creature:damage() > 0 then
			ctx:heal(creature, creature:damage())
		end
	end,
}
