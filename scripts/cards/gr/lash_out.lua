-- Lash Out (GR 045): Play: If you are haunted, deal 3 damage to a creature with 3 splash.
-- Otherwise, deal 3 damage to a creature. All of it is dealt together.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local target = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures })[1]
		if target == nil then
			return
		end
		ctx:deal_damage(target, 3)
		if ctx:rule("haunted") then
			for _, neighbor in ipairs(target:neighbors()) do
				ctx:deal_damage(neighbor, 3)
			end
		end
	end,
}
