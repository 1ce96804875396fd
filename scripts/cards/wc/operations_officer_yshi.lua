-- Operations Officer Yshi (WC 334): Taunt (data). Each of its neighbors gains "Fight/Reap:
-- Capture 1 æmber": after a creature beside it reaps, or fights and survives, that creature
-- captures 1.
return {
	triggers = {
		{
			on = "used",
			label = "Fight/Reap: capture 1 (Operations Officer Yshi)",
			applies = function(ctx, event)
				local creature = event.object
				return (event.ability == "reap" or event.ability == "fight")
					and creature ~= nil
					and creature:is_valid()
					and creature:zone() == "battleline"
					and ctx.this:zone() == "battleline"
					and creature:is_beside(ctx.this)
			end,
			resolve = function(ctx, event)
				if event.object:is_valid() then
					ctx:capture(event.object, 1)
				end
			end,
		},
	},
}
