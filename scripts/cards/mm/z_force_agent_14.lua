-- Z-Force Agent 14 (MM 353): Fight: Gain 1 æmber for each upgrade on Z-Force Agent 14.
return {
	fight = function(ctx)
		local n = #ctx.this:attachments()
		if n > 0 then
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
}
