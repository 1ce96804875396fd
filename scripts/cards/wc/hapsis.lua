-- Hapsis (WC 134): After an enemy creature is destroyed fighting Hapsis (attacking or
-- attacked), ward Hapsis and draw a card. Hapsis must still be in play.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting Hapsis: ward it and draw",
			applies = function(ctx, event)
				return event.player == ctx.opponent
					and ctx.this:zone() == "battleline"
					and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				if ctx.this:zone() ~= "battleline" then
					return
				end
				ctx:rule("ward", ctx.this)
				ctx:draw(1)
			end,
		},
	},
}
