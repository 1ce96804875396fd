-- Hoplite's Dory (WoE 259), upgrade: This creature gets +2 power for each exhausted creature
-- to its left (in its own battleline).
return {
	statics = {
		{
			stat = "power",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
			increase = function(ctx)
				local host = ctx.this:attached_to()
				if host == nil then
					return 0
				end
				local n = 0
				local side = "opponent"
				if host:controller() == ctx.controller then
					side = "you"
				end
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
					if creature:is_left_of(host) and creature:is_rested() then
						n += 2
					end
				end
				return n
			end,
		},
	},
}
