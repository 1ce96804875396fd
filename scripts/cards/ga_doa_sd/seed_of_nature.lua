-- Seed of Nature: it enters the field rested (the data's `hindered`). On Enter: your
-- champion gets +2 level until end of turn. Class Bonus: REST, banish it: the same.
local function grow(ctx)
	local champion = ctx:objects({ type = "champion", controller = "you" })[1]
	ctx:lasting({ target = champion, duration = "end_of_turn", effect = { stat = "level", increase = 2 } })
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: your champion gets +2 level until end of turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = grow,
		},
	},
	activated = {
		grow = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "class bonus: your champion is not a tamer"
			end,
			resolve = grow,
		},
	},
}
