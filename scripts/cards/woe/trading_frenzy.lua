-- Trading Frenzy (WoE 106): Play: A friendly creature and an enemy creature each capture 3
-- æmber from their opponent.
return {
	resolve = function(ctx)
		for _, side in ipairs({ "you", "opponent" }) do
			local creatures = ctx:objects({ zone = "battleline", controller = side })
			local picked =
				ctx:choose({ prompt = "Which creature captures 3 æmber?", objects = creatures })[1]
			if picked ~= nil then
				ctx:capture(picked, 3)
			end
		end
	end,
}
