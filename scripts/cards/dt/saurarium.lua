-- Saurarium (DT 162): Each creature with the lowest power cannot reap (ties: each of them).
local function lowest(ctx)
	local low = nil
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		local power = creature:stat("power") or 0
		if low == nil or power < low then
			low = power
		end
	end
	return low
end

return {
	statics = {
		{
			forbid = "reap",
			applies_to = function(ctx, obj)
				return obj:has_type("creature") and (obj:stat("power") or 0) == lowest(ctx)
			end,
		},
	},
}
