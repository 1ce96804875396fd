-- Cornicen Octavia (MM 188): Action: Capture 2 æmber.
return {
	action = function(ctx)
		ctx:capture(ctx.this, 2)
	end,
}
