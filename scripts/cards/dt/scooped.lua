-- Scooped (DT 238): Play: Deal 2 damage to a creature. If it is not destroyed, it captures 1
-- æmber from its own side.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
		if picked ~= nil and not ctx:rule("damage_destroys", picked, 2) then
			ctx:rule("capture_from_own_side", picked, 1)
		end
	end,
}
