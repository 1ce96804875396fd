-- Down To Size (GR 041): Play: Choose an enemy creature. Until the end of the turn, that
-- creature is considered to have 1 power and 0 armor (after every other modifier).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick =
			ctx:choose({ prompt = "Which enemy creature is cut down to size?", objects = enemies })[1]
		if pick == nil then
			return
		end
		ctx:lasting({ target = pick, duration = "turn", effect = { stat = "power", fix = 1 } })
		ctx:lasting({ target = pick, duration = "turn", effect = { stat = "armor", fix = 0 } })
	end,
}
