-- Tsunami of Nanyue: Efficiency (printed). Deal 2 damage to all rested allies; if your
-- Shifting Currents face South, deal 3 damage to all rested allies you don't control
-- instead.
return {
	resolve = function(ctx)
		if ctx:rule("currents") == "south" then
			for _, ally in
				ipairs(ctx:objects({ zone = "field", type = "ally", controller = "opponent", rested = true }))
			do
				ctx:deal_damage(ally, 3)
			end
			return
		end
		for _, ally in ipairs(ctx:objects({ zone = "field", type = "ally", rested = true })) do
			ctx:deal_damage(ally, 2)
		end
	end,
}
