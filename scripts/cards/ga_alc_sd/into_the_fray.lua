-- Into the Fray: up to one target ally you control gets +1 POWER until end of turn for
-- each other ally you control (counted as it resolves). [Class Bonus] Floating Memory.
return {
	targets = function(_ctx)
		return { { label = "ally you control", type = "ally", controller = "you", up_to = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally == nil or not ally:is_valid() then
			return
		end
		local others = ctx:count({ zone = "field", type = "ally", controller = "you" }) - 1
		if others > 0 then
			ctx:lasting({
				target = ally,
				duration = "end_of_turn",
				effect = { stat = "power", increase = others },
			})
		end
	end,
}
