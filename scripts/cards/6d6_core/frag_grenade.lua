-- Frag Grenade: Throw. Harmful. Indirect: a failed throw still goes off, one square off.
-- A square within 6: deal 2 damage to each creature on it and next to it.
return {
	targets = function(_ctx)
		return { { label = "square", square = true, within = 6, count = 1 } }
	end,
	resolve = function(ctx)
		local landed = ctx:squares(1)[1]
		if landed == nil then
			return
		end
		for _, square in ipairs(ctx:around(landed, 1)) do
			for _, creature in ipairs(ctx:occupants(square)) do
				if creature:has_type("creature") then
					ctx:deal_damage(creature, 2)
				end
			end
		end
	end,
}
