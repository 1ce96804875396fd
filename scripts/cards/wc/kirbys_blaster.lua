-- Kirby's Blaster (WC 350), upgrade: This creature gains "Fight/Reap: You may deal 2
-- damage to a creature, or attach Kirby's Blaster to Com. Officer Kirby." After you attach
-- it to Com. Officer Kirby, draw 2 cards.
local NAMED = "com_officer_kirby"

local function attached(ctx)
	ctx:draw(2)
end

-- The Fight/Reap: it gives its creature.
local function blaster(ctx)
	ctx:rule("blaster", "kirbys_blaster", NAMED)
end

return {
	grants = { fight = blaster, reap = blaster },
	triggers = {
		{
			on = "attached",
			label = "attached to Com. Officer Kirby: draw 2 cards",
			applies = function(ctx, event)
				return ctx:rule("blaster_on", event, NAMED)
			end,
			resolve = attached,
		},
	},
}
