-- Hock (WC 239): Play: Destroy an artifact (either side's). If you do, gain 1 æmber.
return {
	resolve = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
		local pick = ctx:choose({ prompt = "Destroy which artifact?", objects = artifacts })[1]
		if pick ~= nil and ctx:destroy(pick) then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
