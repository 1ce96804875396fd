-- Kelifi Dragon (CotA 037): It cannot be played unless you have 7 æmber or more.
-- Fight/Reap: Gain 1 æmber. Deal 5 damage to a creature.
local function strike(ctx)
	ctx:gain(ctx.controller, "amber", 1)
	local all = ctx:objects({ zone = "battleline" })
	ctx:deal_damage(ctx:choose({ prompt = "Deal 5 damage to which creature?", objects = all })[1], 5)
end

return {
	legal = function(ctx)
		if ctx.controller:counter("amber") < 7 then
			return false, "Kelifi Dragon can only be played while you have 7 æmber or more"
		end
		return true
	end,
	fight = strike,
	reap = strike,
}
