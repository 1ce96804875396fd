-- Arisanna, Herbalist Prodigy: On Enter: gather twice (the rules script's `gather`: a
-- random ingredient token each time).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: gather twice",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("gather")
				ctx:rule("gather")
			end,
		},
	},
}
