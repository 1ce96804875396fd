-- Imperator Drusilla (WoE 260): While there are more enemy creatures than friendly creatures,
-- it gains splash-attack 4. Play: Destroy another friendly creature.
local function outnumbered(ctx)
	return #ctx:objects({ zone = "battleline", controller = "opponent" })
		> #ctx:objects({ zone = "battleline", controller = "you" })
end

return {
	statics = {
		{ grant = "splash_attack", self_only = true, condition = outnumbered },
		{ stat = "splash_attack", increase = 4, self_only = true, condition = outnumbered },
	},
	resolve = function(ctx)
		local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
		ctx:destroy(ctx:choose({ prompt = "Destroy which other friendly creature?", objects = others })[1])
	end,
}
