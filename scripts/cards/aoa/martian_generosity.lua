-- Martian Generosity (AoA 202), action: Play: Lose all your æmber; draw 2 cards for each
-- æmber lost. The æmber bonus comes first, so it is lost too.
return {
	resolve = function(ctx)
		local lost = ctx.controller:counter("amber")
		if lost > 0 then
			ctx:gain(ctx.controller, "amber", -lost)
			ctx:draw(2 * lost)
		end
	end,
}
