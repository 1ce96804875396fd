-- Picaroon (MM 028): Deploy (the rules'). Its power is the combined power of its
-- neighbors that are not Changelings (another Picaroon beside it adds nothing).
return {
	statics = {
		{
			stat = "power",
			set = function(ctx)
				local sum = 0
				for _, n in ipairs(ctx.this:neighbors()) do
					if not n:has_subtype("changeling") then
						sum += n:stat("power") or 0
					end
				end
				return sum
			end,
			self_only = true,
		},
	},
}
