-- Blackmarket Broker: On Enter: put a preparation counter on your champion. It has stealth
-- as long as your champion has three or more preparation counters.
local function champion(ctx)
	return ctx:objects({ type = "champion", controller = "you" })[1]
end

return {
	statics = {
		{
			grant = "stealth",
			self_only = true,
			condition = function(ctx)
				local champ = champion(ctx)
				return champ ~= nil and champ:counter("preparation") >= 3
			end,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a preparation counter on your champion",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local champ = champion(ctx)
				if champ ~= nil then
					ctx:add_counter(champ, "preparation", 1)
				end
			end,
		},
	},
}
