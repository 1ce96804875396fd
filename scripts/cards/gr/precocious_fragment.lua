-- Precocious Fragment (GR 162): After Reap: If you are haunted, gain 1 æmber. Otherwise,
-- discard the top card of your deck.
return {
	reap = function(ctx)
		if ctx:rule("haunted") then
			ctx:gain(ctx.controller, "amber", 1)
		else
			ctx:discard(ctx:top(1)[1])
		end
	end,
}
