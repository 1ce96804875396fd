-- Blast Shielding (MM 303), upgrade: This creature gets +2 armor. After this creature is
-- used, its controller may attach Blast Shielding to one of this creature's neighbors.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "armor", increase = 2, applies_to = host },
	},
	triggers = {
		{
			on = "used",
			label = "its creature was used: you may move Blast Shielding to a neighbor",
			applies = function(ctx, event)
				return host(ctx, event.object)
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if not creature:is_valid() then
					return
				end
				local pick = ctx:choose({
					prompt = "Move Blast Shielding to which neighbor (none: it stays)?",
					player = creature:controller(),
					objects = creature:neighbors(),
					min = 0,
					max = 1,
				})[1]
				if pick ~= nil then
					ctx:attach(ctx.this, pick)
				end
			end,
		},
	},
}
