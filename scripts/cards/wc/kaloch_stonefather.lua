-- Kaloch Stonefather (WC 041): While Kaloch Stonefather is in the center of your
-- battleline (an odd number of creatures, as many on each side of it), each friendly
-- creature gains skirmish.
local function in_center(ctx)
	if ctx.this:zone() ~= "battleline" then
		return false
	end
	local left, right, seen = 0, 0, false
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if creature == ctx.this then
			seen = true
		elseif seen then
			right = right + 1
		else
			left = left + 1
		end
	end
	return seen and left == right
end

return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return obj:zone() == "battleline" and obj:controller() == ctx.controller and in_center(ctx)
			end,
		},
	},
}
