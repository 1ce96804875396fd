-- Mindwarper (CotA 196): Elusive (data). Action: Choose an enemy creature. It captures 1
-- æmber from its own side: from its controller, Mindwarper's opponent (ctx:capture takes
-- from the creature's opponent, so the move is written out).
return {
	action = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		local creature =
			ctx:choose({ prompt = "Which enemy creature captures 1 æmber?", objects = enemies })[1]
		if ctx.opponent:counter("amber") >= 1 then
			ctx:gain(ctx.opponent, "amber", -1)
			ctx:add_counter(creature, "amber", 1)
		end
	end,
}
