-- Professor Terato (MM 095): Each Mutant creature gains, "Reap: Draw a card." Written as
-- what that gained ability does: after a Mutant creature (either side's) reaps, its
-- controller draws a card.
return {
	triggers = {
		{
			on = "used",
			label = "a Mutant creature reaped: its controller draws a card (Professor Terato)",
			applies = function(_ctx, event)
				return event.ability == "reap"
					and event.object:is_valid()
					and event.object:has_subtype("mutant")
			end,
			resolve = function(ctx, event)
				ctx:draw(1, event.object:controller())
			end,
		},
	},
}
