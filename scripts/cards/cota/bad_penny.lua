-- Bad Penny (CotA 296): Destroyed: Return Bad Penny to your hand. Its own ability, from the
-- discard pile where the destruction put it ("own = true").
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: return to hand",
			resolve = function(ctx)
				ctx:move(ctx.this, "hand")
			end,
		},
	},
}
