-- Titan Guardian (WC 141): Taunt (data). Destroyed: If Titan Guardian is not on a flank,
-- draw 2 cards. Its place is read as its Destroyed: ability resolves, while it is still in
-- play.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: draw 2 if not on a flank",
			applies = function(ctx, _event)
				return ctx.this:zone() == "battleline" and not ctx:rule("on_flank", ctx.this)
			end,
			resolve = function(ctx)
				ctx:draw(2)
			end,
		},
	},
}
