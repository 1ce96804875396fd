-- Tristan, Hired Blade: On Enter: if Tristan has two or more preparation counters, draw a
-- card. Then if Tristan has four or more, draw another card. The counters of the lineage
-- stay on the champion as it levels up, so those already there count.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw with 2+ preparation counters, again with 4+",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local counters = ctx.this:counter("preparation")
				if counters >= 2 then
					ctx:draw(1)
				end
				if counters >= 4 then
					ctx:draw(1)
				end
			end,
		},
	},
}
