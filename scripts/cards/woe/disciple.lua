-- Disciple (WoE 227), token creature: +1 power and +1 armor for each Monk neighbor.
local function monk_neighbors(ctx)
	local n = 0
	for _, other in ipairs(ctx.this:neighbors()) do
		if other:has_subtype("monk") then
			n += 1
		end
	end
	return n
end

return {
	statics = {
		{ stat = "power", increase = monk_neighbors, self_only = true },
		{ stat = "armor", increase = monk_neighbors, self_only = true },
	},
}
