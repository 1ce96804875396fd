-- Pride's Smith: On Enter: put a durability counter on target Warrior weapon you control
-- (chosen as the ability resolves).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a durability counter on a Warrior weapon you control",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local weapons = { type = "weapon", subtype = "warrior", controller = "you" }
				local pick = ctx:choose({
					prompt = "the Warrior weapon to get a durability counter",
					objects = ctx:objects(weapons),
					min = 1,
					max = 1,
				})[1]
				if pick ~= nil then
					ctx:add_counter(pick, "durability", 1)
				end
			end,
		},
	},
}
