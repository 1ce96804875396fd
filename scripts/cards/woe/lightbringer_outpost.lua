-- Lightbringer Outpost (WoE 204): Action: Put a friendly creature on the bottom of its
-- owner's deck. If you do, a friendly creature captures 3 æmber.
return {
	action = function(ctx)
		if not ctx:rule("bottom_friendly") then
			return
		end
		local rest = ctx:objects({ zone = "battleline", controller = "you" })
		local capturer =
			ctx:choose({ prompt = "Which friendly creature captures 3 æmber?", objects = rest })[1]
		if capturer ~= nil then
			ctx:capture(capturer, 3)
		end
	end,
}
