-- Braindart (WoE 152): Play: Enrage an enemy creature. It captures 1 æmber from its own side.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Enrage which enemy creature?", objects = enemies })[1]
		if picked ~= nil then
			ctx:rule("enrage", picked)
			ctx:rule("capture_from_own_side", picked, 1)
		end
	end,
}
