-- Trader (WoE 112), token creature: Action: Steal 1 æmber. Destroy Trader (whether or not
-- there was æmber to steal).
return {
	action = function(ctx)
		ctx:steal(1)
		ctx:destroy(ctx.this)
	end,
}
