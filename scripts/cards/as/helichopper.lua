-- Helichopper (AS 135): If you are haunted, Helichopper gets +3 power for each æmber on it.
-- Action: Capture 2 æmber.
return {
	statics = {
		{
			stat = "power",
			self_only = true,
			increase = function(ctx)
				if ctx:rule("haunted") then
					return 3 * ctx.this:counter("amber")
				end
				return 0
			end,
		},
	},
	action = function(ctx)
		ctx:capture(ctx.this, 2)
	end,
}
