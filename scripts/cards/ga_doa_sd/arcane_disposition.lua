-- Arcane Disposition: draw two cards. At the beginning of the next end phase, discard your
-- hand. Class Bonus: draw a card. The delayed discard is a lasting trigger of this card
-- for the turn (a slow card resolves in a main phase, before that turn's end phase).
return {
	resolve = function(ctx)
		ctx:draw(2)
		if ctx:rule("class_bonus") then
			ctx:draw(1)
		end
		ctx:lasting({ duration = "turn", effect = { trigger = "disposition" } })
	end,
	triggers = {
		{
			on = "phase_began",
			lasting = "disposition",
			label = "the end phase begins: discard your hand (Arcane Disposition)",
			applies = function(_ctx, event)
				return event.phase == "end"
			end,
			resolve = function(ctx)
				ctx:discard(ctx:objects({ zone = "hand", controller = "you" }))
			end,
		},
	},
}
