-- Waste Not (DT 412): Play: Destroy a friendly creature. Draw cards equal to half that
-- creature's power (rounding up): drawn even if a ward kept it in play (keyteki's spec).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		local power = picked:stat("power") or 0
		ctx:destroy(picked)
		ctx:draw(math.ceil(power / 2))
	end,
}
