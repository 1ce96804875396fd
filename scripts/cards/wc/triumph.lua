-- Triumph (WC 234): Play: If there are no enemy creatures, exalt each friendly creature. If
-- you do and there are 6 or more friendly creatures, forge a key at no cost.
return {
	resolve = function(ctx)
		if #ctx:objects({ zone = "battleline", controller = "opponent" }) > 0 then
			return
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		for _, creature in ipairs(mine) do
			ctx:rule("exalt", creature)
		end
		if #mine >= 6 then
			ctx:buy(ctx.controller, "key", -ctx.controller:cost("key"))
		end
	end,
}
