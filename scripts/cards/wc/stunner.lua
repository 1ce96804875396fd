-- Stunner (WC 319), upgrade: This creature gains "Fight/Reap: You may stun a creature",
-- written as a trigger on its host's fight or reap (a stunned host's use is recorded as
-- "remove_stun", so it does not count).
return {
	triggers = {
		{
			on = "used",
			label = "you may stun a creature (Stunner)",
			applies = function(ctx, event)
				return (event.ability == "reap" or event.ability == "fight")
					and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, _event)
				local creatures = ctx:objects({ zone = "battleline", controller = "any" })
				local pick =
					ctx:choose({ prompt = "Stun which creature?", objects = creatures, min = 0, max = 1 })[1]
				if pick ~= nil then
					ctx:rule("stun", pick)
				end
			end,
		},
	},
}
