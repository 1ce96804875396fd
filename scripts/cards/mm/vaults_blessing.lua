-- Vault's Blessing (MM 391): Play: Each player gains 1 æmber for each Mutant creature they
-- control.
return {
	resolve = function(ctx)
		for _, p in ipairs({ { ctx.controller, "you" }, { ctx.opponent, "opponent" } }) do
			local n = ctx:count({ zone = "battleline", controller = p[2], subtype = "mutant" })
			if n > 0 then
				ctx:gain(p[1], "amber", n)
			end
		end
	end,
}
