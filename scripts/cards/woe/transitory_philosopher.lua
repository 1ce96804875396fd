-- Transitory Philosopher (WoE 073): Action: Steal 1 æmber for each enemy artifact.
return {
	action = function(ctx)
		local n = #ctx:objects({ zone = "artifacts", controller = "opponent" })
		if n > 0 then
			ctx:steal(n)
		end
	end,
}
