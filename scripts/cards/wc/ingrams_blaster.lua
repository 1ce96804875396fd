-- Ingram's Blaster (WC 348), upgrade: This creature gains "Fight/Reap: You may deal 2
-- damage to a creature, or attach Ingram's Blaster to Medic Ingram." After you attach it
-- to Medic Ingram, fully heal a creature.
local NAMED = "medic_ingram"

local function attached(ctx)
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	local pick = ctx:choose({ prompt = "Fully heal which creature?", objects = creatures })[1]
	if pick ~= nil then
		ctx:heal(pick, pick:damage())
	end
end

-- The Fight/Reap: it gives its creature.
local function blaster(ctx)
	ctx:rule("blaster", "ingrams_blaster", NAMED)
end

return {
	grants = { fight = blaster, reap = blaster },
	triggers = {
		{
			on = "attached",
			label = "attached to Medic Ingram: fully heal a creature",
			applies = function(ctx, event)
				return ctx:rule("blaster_on", event, NAMED)
			end,
			resolve = attached,
		},
	},
}
