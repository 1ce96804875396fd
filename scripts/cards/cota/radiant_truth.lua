-- Radiant Truth (CotA 224): Play: Stun each enemy creature not on a flank.
return {
	resolve = function(ctx)
		for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if #enemy:neighbors() == 2 then
				ctx:rule("stun", enemy)
			end
		end
	end,
}
