-- Purling Footman: On Attack: look at the top card of your deck; you may put it into your
-- graveyard.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: look at your top card; you may put it into your graveyard",
			resolve = function(ctx)
				local top = ctx:top(1)[1]
				if top == nil then
					return
				end
				local pick = ctx:choose({
					prompt = "put " .. top:name() .. " into your graveyard?",
					objects = { top },
					min = 0,
					max = 1,
				})[1]
				if pick ~= nil then
					ctx:move(pick, "graveyard")
				end
			end,
		},
	},
}
