-- Estate Sale (GR 093): Play: Purge a non-creature card from your discard pile. If you do,
-- gain 2 æmber.
return {
	resolve = function(ctx)
		local candidates = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			if not card:has_type("creature") then
				table.insert(candidates, card)
			end
		end
		local prompt = "Purge which non-creature card from your discard pile?"
		local picked = ctx:choose({ prompt = prompt, objects = candidates })[1]
		if picked ~= nil and ctx:banish(picked) then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
