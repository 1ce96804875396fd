-- Forced Retirement (WoE 094): Play: Destroy a creature. If you do, its controller gains 1
-- æmber. Generous Offer (WoE 097, this script too): Destroy a friendly creature. If you do,
-- steal 2 æmber.
local function retire(ctx, friendly_only)
	local side = "any"
	if friendly_only then
		side = "you"
	end
	local all = ctx:objects({ zone = "battleline", controller = side })
	local picked = ctx:choose({ prompt = "Destroy which creature?", objects = all })[1]
	if picked == nil then
		return false, nil
	end
	local controller = picked:controller()
	ctx:destroy(picked)
	ctx:settle()
	return not picked:is_valid() or picked:is_destroyed(), controller
end

return {
	resolve = function(ctx)
		if ctx.this:card_id() == "generous_offer" then
			if retire(ctx, true) then
				ctx:steal(2)
			end
			return
		end
		local destroyed, controller = retire(ctx, false)
		if destroyed then
			ctx:gain(controller, "amber", 1)
		end
	end,
}
