-- Beach Day (DT 398): Play: Return a creature to its owner's hand. If the tide is high,
-- gain 1 æmber.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Return which creature to its owner's hand?", objects = all })[1]
		if picked ~= nil then
			ctx:move(picked, "hand")
		end
		if ctx:rule("tide") == "high" then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
