-- Hidden Secrets: choose one; if you control one or more domains, choose up to two instead:
-- up to one target ally gains stealth until end of turn; draw a card into your memory.
return {
	modes = function(ctx)
		local domains = ctx:count({ type = "domain", controller = "you" })
		return { options = { "stealth", "memory" }, min = 1, max = domains > 0 and 2 or 1 }
	end,
	targets = function(_ctx, mode)
		if mode == "stealth" then
			return { { label = "ally", type = "ally", up_to = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:mode("stealth") then
			local ally = ctx:target(1)
			if ally ~= nil then
				ctx:lasting({ target = ally, duration = "end_of_turn", effect = { grant = "stealth" } })
			end
		end
		if ctx:mode("memory") then
			ctx:rule("draw_into_memory")
		end
	end,
}
