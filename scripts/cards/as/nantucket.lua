-- Nantucket (AS 267): Deploy (data). After Fight/After Reap: Gain 1 æmber for each of
-- Nantucket's Skyborn neighbors.
local function gain_per_skyborn_neighbor(ctx)
	local n = 0
	for _, neighbor in ipairs(ctx.this:neighbors()) do
		if ctx:rule("of_house", neighbor, "skyborn") then
			n += 1
		end
	end
	if n > 0 then
		ctx:gain(ctx.controller, "amber", n)
	end
end

return {
	fight = gain_per_skyborn_neighbor,
	reap = gain_per_skyborn_neighbor,
}
