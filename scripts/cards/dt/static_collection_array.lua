-- Static Collection Array (DT 284): Your keys cost -1 æmber while the tide is high and +1
-- while the tide is low.
local function yours(ctx, player)
	return player == ctx.controller
end

return {
	statics = {
		{
			cost = "key",
			reduce = 1,
			applies_to = yours,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
		{
			cost = "key",
			increase = 1,
			applies_to = yours,
			condition = function(ctx)
				return ctx:rule("tide") == "low"
			end,
		},
	},
}
