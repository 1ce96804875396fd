-- Synwyx the Bold (AS 254): After Fight: An enemy creature captures 2 æmber from its own
-- side (KF-CAPTURE-OWN-SIDE-1).
return {
	fight = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local prompt = "Which enemy creature captures 2 æmber from its own side?"
		local pick = ctx:choose({ prompt = prompt, objects = enemies })[1]
		if pick ~= nil then
			ctx:rule("capture_from_own_side", pick, 2)
		end
	end,
}
