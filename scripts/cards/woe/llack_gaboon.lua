-- Llack Gaboon (WoE 354): It gets +1 power for each other exhausted creature (either
-- side's). With 3 or more other exhausted creatures it gains skirmish and hazardous 5.
local function others_exhausted(ctx)
	local n = 0
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		if creature ~= ctx.this and creature:is_rested() then
			n = n + 1
		end
	end
	return n
end

local function roused(ctx)
	return others_exhausted(ctx) >= 3
end

return {
	statics = {
		{ stat = "power", increase = others_exhausted, self_only = true },
		{ grant = "skirmish", self_only = true, condition = roused },
		{ grant = "hazardous", self_only = true, condition = roused },
		{ stat = "hazardous", increase = 5, self_only = true, condition = roused },
	},
}
