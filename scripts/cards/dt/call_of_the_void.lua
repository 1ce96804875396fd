-- Call of the Void (DT 354): Play: Exhaust a creature. If it was already exhausted, destroy
-- it instead and its controller loses 1 æmber.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Exhaust which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		if not picked:is_rested() then
			ctx:exhaust(picked)
			return
		end
		local controller = picked:controller()
		ctx:destroy(picked)
		ctx:gain(controller, "amber", -1)
	end,
}
