-- Belligerent Guard (WoE 091): Enters play ready (the keyword enters_ready). Play: Your
-- opponent draws a card.
return {
	resolve = function(ctx)
		ctx:draw(1, ctx.opponent)
	end,
}
