-- Creed of Nature (WC 385), artifact: Omni: Sacrifice Creed of Nature. If you do, choose a
-- creature. For the remainder of the turn, that creature gains skirmish and assault X. X
-- is its power as it is chosen.
return {
	omni = function(ctx)
		if not ctx:destroy(ctx.this) then
			return
		end
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local picked =
			ctx:choose({ prompt = "Which creature gains skirmish and assault?", objects = creatures })[1]
		if picked == nil then
			return
		end
		local x = picked:stat("power") or 0
		ctx:lasting({ target = picked, duration = "turn", effect = { grant = "skirmish" } })
		ctx:lasting({ target = picked, duration = "turn", effect = { stat = "assault", increase = x } })
	end,
}
