-- Garcia's Blaster (WC 347), upgrade: This creature gains "Fight/Reap: You may deal 2
-- damage to a creature, or attach Garcia's Blaster to Sensor Chief Garcia." After you
-- attach it to Sensor Chief Garcia, steal 1 æmber.
local NAMED = "sensor_chief_garcia"

local function attached(ctx)
	ctx:steal(1)
end

-- The Fight/Reap: it gives its creature.
local function blaster(ctx)
	ctx:rule("blaster", "garcias_blaster", NAMED)
end

return {
	grants = { fight = blaster, reap = blaster },
	triggers = {
		{
			on = "attached",
			label = "attached to Sensor Chief Garcia: steal 1",
			applies = function(ctx, event)
				return ctx:rule("blaster_on", event, NAMED)
			end,
			resolve = attached,
		},
	},
}
