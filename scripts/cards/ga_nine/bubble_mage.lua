-- Bubble Mage: On Enter: rest target unit (chosen as it resolves). [Class Bonus] Until end
-- of turn, if that unit would take damage, it takes that much plus 1 instead: a
-- replacement kept on for the turn by a lasting effect, the unit carrying a grant that
-- names this Bubble Mage (so it works after the mage has left the field).
local function mark(ctx)
	return "bubble_mage_" .. tostring(ctx.this.id)
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: rest a target unit; class bonus: it takes 1 more damage this turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local unit = ctx:choose({
					prompt = "the unit to rest",
					objects = ctx:objects({ any_type = { "champion", "ally" } }),
					min = 1,
					max = 1,
				})[1]
				if unit == nil then
					return
				end
				ctx:rest(unit)
				if ctx:rule("class_bonus") then
					ctx:lasting({ target = unit, duration = "end_of_turn", effect = { grant = mark(ctx) } })
					ctx:lasting({ duration = "end_of_turn", effect = { trigger = "one_more" } })
				end
			end,
		},
	},
	replacements = {
		{
			on = "damage",
			lasting = "one_more",
			label = "it takes 1 more damage",
			applies = function(ctx, change)
				return change.target ~= nil and change.amount > 0 and change.target:has_keyword(mark(ctx))
			end,
			instead = function(_ctx, change)
				change.amount = change.amount + 1
				return change
			end,
		},
	},
}
