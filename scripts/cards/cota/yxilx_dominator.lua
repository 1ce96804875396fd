-- Yxilx Dominator (CotA 205): Taunt, armor 1 (data). It enters play stunned: each time it
-- enters a battleline, however it got there, it is stunned.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "enters play stunned (Yxilx Dominator)",
			applies = function(_ctx, event)
				return event.to == "battleline" and event.from ~= "battleline"
			end,
			resolve = function(ctx)
				ctx:rule("stun", ctx.this)
			end,
		},
	},
}
