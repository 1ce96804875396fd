-- Llack Gaboon (DT 325): It gets +1 power for each other exhausted creature (both sides).
-- With 3 or more other exhausted creatures it has skirmish and hazardous 5.
local function others_exhausted(ctx)
	local n = 0
	for _, creature in ipairs(ctx:objects({ zone = "battleline", other = true })) do
		if creature:is_rested() then
			n += 1
		end
	end
	return n
end

local function three_or_more(ctx)
	return others_exhausted(ctx) >= 3
end

return {
	statics = {
		{ stat = "power", increase = others_exhausted, self_only = true },
		{ grant = "skirmish", self_only = true, condition = three_or_more },
		{ grant = "hazardous", self_only = true, condition = three_or_more },
		{ stat = "hazardous", increase = 5, self_only = true, condition = three_or_more },
	},
}
