-- Uncommon Currency (WoE 089): Action: Swap control of Uncommon Currency and an enemy
-- artifact (with no enemy artifact, nothing changes hands).
return {
	action = function(ctx)
		local theirs = ctx:objects({ zone = "artifacts", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Take which enemy artifact?", objects = theirs })[1]
		if picked == nil then
			return
		end
		ctx:rule("swap_control", ctx.this, picked)
	end,
}
