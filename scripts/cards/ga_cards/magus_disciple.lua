-- Magus Disciple: Your champion gets +1 level. Class Bonus: On Death: draw a card.
-- Class bonus: a champion you control shares one of this card's classes (its `class` attribute).
local function class_bonus(ctx)
	for class in string.gmatch(ctx.this:attribute("class") or "", "[^,]+") do
		for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
			if champion:has_subtype(class) then
				return true
			end
		end
	end
	return false
end

return {
	statics = {
		{
			stat = "level",
			increase = 1,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
		},
	},
	triggers = {
		{
			-- On Death: this ally was destroyed (went from the field to the graveyard).
			on = "destroyed",
			own = true,
			label = "On Death: draw a card (class bonus)",
			applies = function(ctx, _event)
				return class_bonus(ctx)
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
