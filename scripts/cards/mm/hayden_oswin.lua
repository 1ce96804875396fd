-- Hayden Oswin (MM 322): Reap: Gain 1 æmber for each upgrade on Hayden Oswin.
return {
	reap = function(ctx)
		local upgrades = 0
		for _, card in ipairs(ctx:objects({ type = "upgrade", controller = "any" })) do
			if card:attached_to() == ctx.this then
				upgrades += 1
			end
		end
		if upgrades > 0 then
			ctx:gain(ctx.controller, "amber", upgrades)
		end
	end,
}
