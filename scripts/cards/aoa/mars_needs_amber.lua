-- Mars Needs Æmber (AoA 166), action: Play: Each damaged enemy non-Mars creature captures 1
-- æmber from its own side (its controller, our opponent: ctx:capture takes from the
-- creature's opponent, so the move is written out). With less æmber than creatures, the
-- player picks which ones capture.
return {
	resolve = function(ctx)
		local capturing = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:damage() > 0 and not ctx:rule("of_house", creature, "mars") then
				table.insert(capturing, creature)
			end
		end
		local pool = ctx.opponent:counter("amber")
		if #capturing > pool then
			local prompt = "Which creatures capture (" .. pool .. ")?"
			capturing = ctx:choose({ prompt = prompt, objects = capturing, min = pool, max = pool })
		end
		for _, creature in ipairs(capturing) do
			ctx:gain(ctx.opponent, "amber", -1)
			ctx:add_counter(creature, "amber", 1)
		end
	end,
}
