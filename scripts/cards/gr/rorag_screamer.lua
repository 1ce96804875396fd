-- Rorag Screamer (GR 017): After Fight: Ready Rorag Screamer. Scrap: Choose a creature. For
-- the remainder of the turn, that creature loses elusive and all of its armor.
return {
	fight = function(ctx)
		ctx:ready(ctx.this)
	end,
	scrap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick =
			ctx:choose({ prompt = "Which creature loses elusive and armor?", objects = creatures })[1]
		if pick == nil then
			return
		end
		ctx:lasting({ target = pick, duration = "turn", effect = { lose = "elusive" } })
		ctx:lasting({ target = pick, duration = "turn", effect = { stat = "armor", fix = 0 } })
	end,
}
