-- Don't Believe Your Eyes (GR 206): Play: a creature (either side) captures æmber from its
-- own side: 2 if you are haunted, else 1.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Which creature captures?", objects = creatures })[1]
		if pick ~= nil then
			ctx:rule("capture_from_own_side", pick, ctx:rule("haunted") and 2 or 1)
		end
	end,
}
