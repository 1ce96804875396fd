-- Mend Flesh: [Damage 25+] costs 2 less to activate (25 or more damage counters on your
-- champion). Recover 8.
local function champion(ctx)
	return ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
end

return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				local c = champion(ctx)
				return c ~= nil and c:damage() >= 25
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		local c = champion(ctx)
		if c then
			ctx:recover(c, 8)
		end
	end,
}
