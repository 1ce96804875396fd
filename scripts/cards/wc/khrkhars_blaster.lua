-- Khrkhar's Blaster (WC 349), upgrade: This creature gains "Fight/Reap: You may deal 2
-- damage to a creature, or attach Khrkhar's Blaster to Lieutenant Khrkhar." After you
-- attach it to Lieutenant Khrkhar, ward him.
local NAMED = "lieutenant_khrkhar"

local function attached(ctx)
	ctx:rule("ward", ctx.this:attached_to())
end

-- The Fight/Reap: it gives its creature.
local function blaster(ctx)
	ctx:rule("blaster", "khrkhars_blaster", NAMED)
end

return {
	grants = { fight = blaster, reap = blaster },
	triggers = {
		{
			on = "attached",
			label = "attached to Lieutenant Khrkhar: ward him",
			applies = function(ctx, event)
				return ctx:rule("blaster_on", event, NAMED)
			end,
			resolve = attached,
		},
	},
}
