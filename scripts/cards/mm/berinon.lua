-- Berinon (MM 146): After a Mutant creature enters play (either side's), enrage Berinon.
-- Reap: Capture 2 æmber.
return {
	triggers = {
		{
			on = "moved",
			label = "a Mutant creature entered play: enrage Berinon",
			applies = function(ctx, event)
				return event.to == "battleline"
					and event.object ~= ctx.this
					and event.object:has_type("creature")
					and event.object:has_subtype("mutant")
			end,
			resolve = function(ctx)
				ctx:rule("enrage", ctx.this)
			end,
		},
	},
	reap = function(ctx)
		ctx:capture(ctx.this, 2)
	end,
}
