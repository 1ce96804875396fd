-- Rescue the Heir: [Level 1+] as long as you control a unique ally, it costs 1 less to
-- activate. Return target ally you control to its owner's memory.
return {
	statics = {
		{
			reduce = 1,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("level") >= 1
					and ctx:count({ types = { "ally", "unique" }, controller = "you" }) > 0
			end,
		},
	},
	targets = function()
		return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally ~= nil then
			ctx:move(ally, "memory")
		end
	end,
}
