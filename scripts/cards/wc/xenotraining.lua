-- Xenotraining (WC 323): Play: For each house represented among friendly creatures, a
-- friendly creature (the player picks each time, the same one or not) captures 1 æmber.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		for i = 1, ctx:rule("houses_among", mine) do
			local pick =
				ctx:choose({ prompt = "Which creature captures 1 æmber? (" .. i .. ")", objects = mine })[1]
			ctx:capture(pick, 1)
		end
	end,
}
