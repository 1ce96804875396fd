-- Black Tempest (AS 261): Hazardous 2 (data). After Fight: If you have no forged keys,
-- steal 3 æmber. Otherwise, steal 2.
return {
	fight = function(ctx)
		ctx:steal(ctx.controller:counter("keys") == 0 and 3 or 2)
	end,
}
