-- Mercy, Malkin Queen (MM 403): Skirmish (the rules'). After a friendly Cat creature enters
-- play, ward it. Fight: Ready a friendly Beast creature.
return {
	triggers = {
		{
			on = "moved",
			label = "a friendly Cat creature entered play: ward it",
			applies = function(ctx, event)
				return event.to == "battleline"
					and event.object ~= ctx.this
					and event.object:has_type("creature")
					and event.object:has_subtype("cat")
					and event.object:controller() == ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:rule("ward", event.object)
			end,
		},
	},
	fight = function(ctx)
		local beasts = ctx:objects({ zone = "battleline", controller = "you", subtype = "beast" })
		local pick = ctx:choose({ prompt = "Ready which friendly Beast?", objects = beasts })[1]
		if pick ~= nil then
			ctx:ready(pick)
		end
	end,
}
