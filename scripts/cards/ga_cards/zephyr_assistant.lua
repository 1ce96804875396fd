-- Zephyr Assistant: Class Bonus: On Enter: put an enlighten counter on your champion.
-- On Leave: put an enlighten counter on your champion.
local function enlighten(ctx)
	local champion = ctx:objects({ type = "champion", controller = "you" })[1]
	ctx:add_counter(champion, "enlighten", 1)
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: an enlighten counter on your champion (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = enlighten,
		},
		{
			on = "leaves_play",
			own = true,
			label = "On Leave: an enlighten counter on your champion",
			resolve = enlighten,
		},
	},
}
