-- Zephon the Opulent (WoE 194): It cannot be used (reap, fight or action) unless there are
-- 2 or more friendly token creatures in play. Play: Make 2 token creatures. Reap: Gain 2
-- æmber.
return {
	can_use = function(ctx, _use)
		if #ctx:rule("token_creatures", "you") < 2 then
			return false, "Zephon the Opulent is used only with 2 or more friendly token creatures in play"
		end
		return true
	end,
	resolve = function(ctx)
		ctx:rule("make_token")
		ctx:rule("make_token")
	end,
	reap = function(ctx)
		ctx:gain(ctx.controller, "amber", 2)
	end,
}
