-- Lavasoul Tiger: Pride 3 (printed). [Class Bonus] On Enter: you may banish two fire element
-- cards from your graveyard; if you do, it loses pride until end of turn.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: banish two fire cards to lose pride this turn (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				if
					ctx:rule(
						"may_banish_from_graveyard",
						2,
						{ element = "fire" },
						"banish two fire cards so that Lavasoul Tiger loses pride this turn?"
					)
				then
					ctx:lasting({ target = ctx.this, duration = "end_of_turn", effect = { lose = "pride" } })
				end
			end,
		},
	},
}
