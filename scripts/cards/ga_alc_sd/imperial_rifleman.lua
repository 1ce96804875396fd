-- Imperial Rifleman: Ranged 2 (the stat `ranged`). [Class Bonus] On Enter: it becomes
-- distant.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: becomes distant (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:rule("become_distant", ctx.this)
			end,
		},
	},
}
