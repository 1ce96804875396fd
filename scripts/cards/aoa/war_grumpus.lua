-- War Grumpus (AoA 052), creature: Fight/Reap: Ready and fight with a neighboring Giant.
local function giant_fights(ctx)
	local giants = {}
	for _, neighbor in ipairs(ctx.this:neighbors()) do
		if neighbor:has_subtype("giant") then
			table.insert(giants, neighbor)
		end
	end
	local picked = ctx:choose({ prompt = "Ready and fight with which Giant?", objects = giants })[1]
	if picked ~= nil then
		ctx:ready(picked)
		ctx:use(picked, "fight")
	end
end

return {
	fight = giant_fights,
	reap = giant_fights,
}
