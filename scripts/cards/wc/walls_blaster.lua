-- Walls' Blaster (WC 352), upgrade: This creature gains "Fight/Reap: You may deal 2 damage
-- to a creature, or attach Walls' Blaster to Chief Engineer Walls." After you attach it to
-- Chief Engineer Walls, stun a creature for each upgrade on him (different creatures).
local NAMED = "chief_engineer_walls"

local function attached(ctx)
	local walls = ctx.this:attached_to()
	local n = 0
	for _, card in ipairs(walls:attachments()) do
		if card:has_type("upgrade") then
			n = n + 1
		end
	end
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	n = math.min(n, #creatures)
	local picks = ctx:choose({ prompt = "Stun which creatures?", objects = creatures, min = n, max = n })
	for _, creature in ipairs(picks) do
		ctx:rule("stun", creature)
	end
end

-- The Fight/Reap: it gives its creature.
local function blaster(ctx)
	ctx:rule("blaster", "walls_blaster", NAMED)
end

return {
	grants = { fight = blaster, reap = blaster },
	triggers = {
		{
			on = "attached",
			label = "attached to Chief Engineer Walls: stun a creature per upgrade on him",
			applies = function(ctx, event)
				return ctx:rule("blaster_on", event, NAMED)
			end,
			resolve = attached,
		},
	},
}
