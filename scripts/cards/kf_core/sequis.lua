-- Sequis: armor 2 (the ruleset's damage shield). Reap: Capture 1 æmber.
return {
	reap = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
