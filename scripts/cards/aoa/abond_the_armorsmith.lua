-- Abond the Armorsmith (AoA 212): Other friendly creatures get +1 armor. Action: For the
-- remainder of the turn, each other friendly creature (those in play now) gets +1 armor.
local function other_friendly(ctx, obj)
	return obj:has_type("creature") and obj:controller() == ctx.controller and obj ~= ctx.this
end

return {
	statics = {
		{ stat = "armor", increase = 1, applies_to = other_friendly },
	},
	action = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
			ctx:lasting({ target = creature, duration = "turn", effect = { stat = "armor", increase = 1 } })
		end
	end,
}
