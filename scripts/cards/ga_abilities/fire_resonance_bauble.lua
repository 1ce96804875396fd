-- Fire Resonance Bauble: Banish it: Draw a card. Activate this ability only if an
-- opponent controls a fire element champion.
return {
	activated = {
		draw = {
			legal = function(ctx)
				for _, champion in
					ipairs(ctx:objects({ zone = "field", type = "champion", controller = "opponent" }))
				do
					if champion:has_element("fire") then
						return true
					end
				end
				return false, "no opponent controls a fire champion"
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
