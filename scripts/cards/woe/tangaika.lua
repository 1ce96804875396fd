-- Tangaika (WoE 361): It cannot be played unless you control 4 or more Cultists.
-- Splash-attack 5 (the stat `splash_attack`). Fight: Gain 1 æmber.
return {
	legal = function(ctx)
		if ctx:count({ zone = "battleline", controller = "you", name = "Cultist" }) < 4 then
			return false, "Tangaika is played only while you control 4 or more Cultists"
		end
		return true
	end,
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,
}
