-- Auto-Autopsy 2.1 (ToC 117), artifact: Play: Make a token creature. Omni: Destroy a friendly
-- creature. If you do, gain 1 æmber.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
	omni = function(ctx)
		if ctx:rule("destroy_friendly") then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
