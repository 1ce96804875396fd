-- Provoking Stand: target ally gains taunt until the beginning of your next turn. If that
-- ally is unique, draw a card into your memory.
return {
	targets = function()
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally == nil then
			return
		end
		ctx:lasting({ target = ally, duration = "until_your_next_turn", effect = { grant = "taunt" } })
		if ally:has_type("unique") then
			ctx:rule("draw_into_memory")
		end
	end,
}
