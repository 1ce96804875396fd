-- Æmber-vac (DT 290), upgrade: Play: Raise the tide. This creature gains, "At the start of
-- your turn, if the tide is high, capture 2." ("your": the creature's controller.)
return {
	resolve = function(ctx)
		ctx:rule("raise_tide")
	end,
	triggers = {
		{
			on = "turn_began",
			label = "with the tide high its creature captures 2 (Æmber-vac)",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil
					and event.player == host:controller()
					and ctx:rule("tide", host:controller()) == "high"
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this:attached_to(), 2)
			end,
		},
	},
}
