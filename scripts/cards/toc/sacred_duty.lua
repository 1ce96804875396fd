-- Sacred Duty (ToC 160), upgrade: This creature gets +2 power and gains, "After Fight: Make a
-- token creature." Play: Ready this creature. Its æmber bonus is data.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "power", increase = 2, applies_to = host },
	},
	grants = {
		fight = function(ctx)
			ctx:rule("make_token")
		end,
	},
	resolve = function(ctx)
		local creature = ctx.this:attached_to()
		if creature ~= nil then
			ctx:ready(creature)
		end
	end,
}
