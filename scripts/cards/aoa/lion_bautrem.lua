-- "Lion" Bautrem (AoA 211): Deploy (data). Each of its neighbors gets +2 power.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, creature)
				for _, n in ipairs(ctx.this:neighbors()) do
					if n == creature then
						return true
					end
				end
				return false
			end,
		},
	},
}
