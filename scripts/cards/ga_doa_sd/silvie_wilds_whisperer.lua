-- Silvie, Wilds Whisperer (level 1, Silvie lineage): On Enter: the next Animal or Beast
-- ally card you activate this turn enters the field with an additional buff counter.
-- The On Enter starts a lasting trigger for the turn; it answers the first such ally
-- entering the field from the effects stack (activated, not put there otherwise) and
-- puts the counter on it as its own triggered ability (see the seeds row's choice).
-- Silvie remembers that it was used, so only the next ally gets it.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: your next Animal or Beast ally this turn enters with a buff counter",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:lasting({ duration = "turn", effect = { trigger = "whisper" } })
			end,
		},
		{
			on = "moved",
			lasting = "whisper",
			label = "the next Animal or Beast ally you activated enters with a buff counter (Silvie)",
			applies = function(ctx, event)
				local ally = event.object
				return event.to == "field"
					and event.from == "stack"
					and ally ~= nil
					and ally:has_type("ally")
					and (ally:has_subtype("animal") or ally:has_subtype("beast"))
					and ally:controller() == ctx.controller
					and #ctx.this:remembered("whispered") == 0
			end,
			resolve = function(ctx, event)
				ctx:remember(ctx.this, "whispered", "yes")
				ctx:add_counter(event.object, "buff", 1)
			end,
		},
	},
}
