-- Devoted Bloomweaver: Preserve (the rules script's keyword trigger: when it dies, into its
-- owner's material deck, Preserved). [Class Bonus] On Enter: Empower 2.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: Empower 2 (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:rule("empower", 2)
			end,
		},
	},
}
