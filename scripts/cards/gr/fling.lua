-- Fling (GR 008): Play: Destroy a friendly creature. If you do, deal damage equal to the
-- destroyed creature's power (as it was in play, modifiers included) to an enemy creature,
-- with 3 splash.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if pick == nil then
			return
		end
		local power = pick:stat("power") or 0
		if #ctx:destroy({ pick }) == 0 then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local target =
			ctx:choose({ prompt = "Deal the damage to which enemy creature?", objects = enemies })[1]
		if target == nil then
			return
		end
		ctx:deal_damage(target, power)
		for _, neighbor in ipairs(target:neighbors()) do
			ctx:deal_damage(neighbor, 3)
		end
	end,
}
