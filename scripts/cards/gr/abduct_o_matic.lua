-- Abduct-o-Matic (GR 202): After Fight: If you are haunted, capture 2 æmber. Scrap: The
-- least powerful friendly creature captures 2 æmber (ties: its player picks among them).
return {
	fight = function(ctx)
		if ctx:rule("haunted") then
			ctx:capture(ctx.this, 2)
		end
	end,
	scrap = function(ctx)
		local least = ctx:rule("least_powerful", ctx:objects({ zone = "battleline", controller = "you" }))
		local prompt = "Which least powerful friendly creature captures 2 æmber?"
		local pick = ctx:choose({ prompt = prompt, objects = least })[1]
		ctx:capture(pick, 2)
	end,
}
