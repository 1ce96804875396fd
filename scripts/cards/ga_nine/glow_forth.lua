-- Glow Forth: costs 1 less to activate for each Animal you control. Put a buff counter on
-- each ally you control. [Level 4+] Draw a card into your memory.
return {
	statics = {
		{
			reduce = function(ctx)
				return ctx:count({ type = "ally", subtype = "animal", controller = "you" })
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		for _, ally in ipairs(ctx:objects({ type = "ally", controller = "you" })) do
			ctx:add_counter(ally, "buff", 1)
		end
		if ctx:rule("level") >= 4 then
			ctx:rule("draw_into_memory")
		end
	end,
}
