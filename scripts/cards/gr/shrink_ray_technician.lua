-- Shrink-ray Technician (GR 215): After Reap: An enemy creature gets -2 power for the rest of
-- the turn. Scrap: The most powerful enemy creature (a tie: your pick) is considered to have
-- 1 power and 0 armor for the rest of the turn.
return {
	reap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Which enemy creature gets -2 power?", objects = enemies })[1]
		if pick ~= nil then
			ctx:lasting({ target = pick, duration = "turn", effect = { stat = "power", reduce = 2 } })
		end
	end,
	scrap = function(ctx)
		local strongest =
			ctx:rule("most_powerful", ctx:objects({ zone = "battleline", controller = "opponent" }))
		local pick = ctx:choose({ prompt = "Which most powerful enemy creature?", objects = strongest })[1]
		if pick ~= nil then
			ctx:lasting({ target = pick, duration = "turn", effect = { stat = "power", fix = 1 } })
			ctx:lasting({ target = pick, duration = "turn", effect = { stat = "armor", fix = 0 } })
		end
	end,
}
