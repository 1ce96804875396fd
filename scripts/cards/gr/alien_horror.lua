-- Alien Horror (GR 240): While you are haunted, Alien Horror gets +7 power. After Fight:
-- Each of Alien Horror's neighbors captures 1 æmber.
return {
	statics = {
		{
			stat = "power",
			increase = 7,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
	},
	fight = function(ctx)
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			ctx:capture(neighbor, 1)
		end
	end,
}
