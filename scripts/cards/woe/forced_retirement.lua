-- Forced Retirement (WoE 094): Play: Destroy a creature. If you do, its controller gains 1
-- æmber. Generous Offer (WoE 097, this script too): Destroy a friendly creature. If you do,
-- steal 2 æmber.
return {
	resolve = function(ctx)
		if ctx.this:card_id() == "generous_offer" then
			if ctx:rule("destroy_friendly") then
				ctx:steal(2)
			end
			return
		end
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Destroy which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		local controller = picked:controller()
		ctx:destroy(picked)
		ctx:settle()
		if not picked:is_valid() or picked:is_destroyed() then
			ctx:gain(controller, "amber", 1)
		end
	end,
}
