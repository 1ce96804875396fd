-- Blatant Thievery (DT 211): Play: Enrage an enemy creature. Move all æmber from that
-- creature to your pool.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Enrage which enemy creature?", objects = enemies })[1]
		if picked == nil then
			return
		end
		ctx:rule("enrage", picked)
		local held = picked:counter("amber")
		if held > 0 then
			ctx:add_counter(picked, "amber", -held)
			ctx:gain(ctx.controller, "amber", held)
		end
	end,
}
