-- Brain Eater (CotA 137): After a creature is destroyed fighting Brain Eater, draw a card.
return {
	triggers = {
		{
			on = "destroyed",
			label = "a creature destroyed fighting it: draw a card (Brain Eater)",
			applies = function(ctx, event)
				return ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
