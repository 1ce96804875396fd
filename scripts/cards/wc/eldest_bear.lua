-- Eldest Bear (WC 388): Assault 3 (data). While it is in the center of your battleline, it
-- has "Before Fight: Gain 2 æmber". The center: as many creatures on its left as on its
-- right (an odd line; a creature alone is its center).
local function in_center(ctx)
	local line = ctx:objects({ zone = "battleline", controller = "you" })
	if #line % 2 == 0 then
		return false
	end
	return line[(#line + 1) / 2] == ctx.this
end

return {
	before_fight = function(ctx, _fought)
		if in_center(ctx) then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
