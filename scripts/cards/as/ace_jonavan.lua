-- Ace Jonavan (AS 113): For each æmber on Ace Jonavan, keys cost +1 (every player's). Play:
-- Capture 1 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.this:counter("amber")
			end,
			applies_to = function()
				return true
			end,
		},
	},
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
