-- Shĭgzisŏ Buggy (WoE 107): Action: Destroy a friendly creature. If you do, gain 2 æmber.
return {
	action = function(ctx)
		if ctx:rule("destroy_friendly") then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
