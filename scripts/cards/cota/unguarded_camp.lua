-- Unguarded Camp (CotA 017): Play: For each creature you have in excess of the opponent, a
-- friendly creature captures 1 æmber; no creature captures more than 1 this way. As many
-- creatures as there is excess (and æmber to take) are picked, each capturing 1.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local excess = #mine - #ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(excess, #mine, ctx.opponent:counter("amber"))
		if n <= 0 then
			return
		end
		local chosen =
			ctx:choose({ prompt = "Which creatures capture 1 æmber?", objects = mine, min = n, max = n })
		for _, creature in ipairs(chosen) do
			ctx:capture(creature, 1)
		end
	end,
}
