-- Tonoris, Genesis Aegis: Tonoris lineage (the rules script's levelling). At the beginning
-- of your recollection phase, choose one that hasn't been chosen: summon an Obelisk of
-- Armaments, Fabrication or Protection token. The choices are remembered by this object
-- (ctx:remember), not by the player or the card's name: a Tonoris that leaves the field
-- (delevelled) and comes back is a new object that has chosen nothing (CR, Abilities -
-- Ability Tracking, example).
local OBELISKS = {
	{ option = "Obelisk of Armaments", token = "obelisk_of_armaments_token" },
	{ option = "Obelisk of Fabrication", token = "obelisk_of_fabrication_token" },
	{ option = "Obelisk of Protection", token = "obelisk_of_protection_token" },
}

local function chosen(ctx, option)
	for _, c in ipairs(ctx.this:remembered("chosen")) do
		if c == option then
			return true
		end
	end
	return false
end

return {
	triggers = {
		{
			on = "phase_began",
			label = "choose an Obelisk not yet chosen and summon it",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx.this:zone() == "field"
			end,
			resolve = function(ctx)
				local options = {}
				for _, o in ipairs(OBELISKS) do
					if not chosen(ctx, o.option) then
						options[#options + 1] = o.option
					end
				end
				if #options == 0 then
					return
				end
				local pick = ctx:choose({
					prompt = "an Obelisk token to summon (one not chosen before)",
					options = options,
					min = 1,
					max = 1,
				})[1]
				ctx:remember(ctx.this, "chosen", pick)
				for _, o in ipairs(OBELISKS) do
					if o.option == pick then
						ctx:create_token(o.token)
					end
				end
			end,
		},
	},
}
