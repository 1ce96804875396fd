-- Airship Engineer: [Class Bonus] Ranged 2. On Enter: if you control a distant unit, draw
-- a card into your memory (checked as the ability resolves).
return {
	statics = {
		{
			stat = "ranged",
			increase = 2,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw into memory if you control a distant unit",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				for _, u in
					ipairs(
						ctx:objects({ zone = "field", any_type = { "champion", "ally" }, controller = "you" })
					)
				do
					if u:has_keyword("distant") then
						ctx:rule("draw_into_memory")
						return
					end
				end
			end,
		},
	},
}
