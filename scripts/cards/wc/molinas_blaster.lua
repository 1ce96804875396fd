-- Molina's Blaster (WC 302), upgrade: This creature gains "Fight/Reap: You may deal 2
-- damage to a creature, or attach Molina's Blaster to Armsmaster Molina." After you attach
-- it to Armsmaster Molina, you may deal 3 damage to a creature.
local NAMED = "armsmaster_molina"

local function attached(ctx)
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	local pick =
		ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures, min = 0, max = 1 })[1]
	if pick ~= nil then
		ctx:deal_damage(pick, 3)
	end
end

-- The Fight/Reap: it gives its creature.
local function blaster(ctx)
	ctx:rule("blaster", "molinas_blaster", NAMED)
end

return {
	grants = { fight = blaster, reap = blaster },
	triggers = {
		{
			on = "attached",
			label = "attached to Armsmaster Molina: you may deal 3 damage",
			applies = function(ctx, event)
				return ctx:rule("blaster_on", event, NAMED)
			end,
			resolve = attached,
		},
	},
}
