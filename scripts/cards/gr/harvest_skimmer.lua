-- Harvest Skimmer (GR 148): After Reap: Discard the top card of your deck. If it is a
-- creature, gain 1 æmber.
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		local creature = top ~= nil and top:has_type("creature")
		if top ~= nil and ctx:discard(top) and creature then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
