-- D1-V3 Pod (DT 262), upgrade: While the tide is high, this creature gains skirmish. While
-- the tide is low, this creature gains elusive (the tide of the upgrade's controller).
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{
			grant = "skirmish",
			applies_to = host,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
		{
			grant = "elusive",
			applies_to = host,
			condition = function(ctx)
				return ctx:rule("tide") == "low"
			end,
		},
	},
}
