-- VelTech Armiger (5v9mCHv2qG): Ranged 3 (the rules apply it). Class bonus: whenever it
-- becomes linked to a VelTech item (the item is attached to it: an `attached` event
-- naming it as the host), it becomes distant.
return {
	triggers = {
		{
			on = "attached",
			label = "Class bonus: linked to a VelTech item, it becomes distant",
			applies = function(ctx, event)
				return event.host ~= nil
					and event.host.id == ctx.this.id
					and event.object:has_type("item")
					and event.object:has_subtype("veltech")
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:rule("become_distant", ctx.this)
			end,
		},
	},
}
