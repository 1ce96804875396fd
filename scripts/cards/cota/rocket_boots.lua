-- Rocket Boots (CotA 158), upgrade: The creature this is attached to gains "Fight/Reap: If
-- this is the first time this creature was used this turn, ready it." A trigger on its
-- host's fight or reap (as Duskrunner) that counts the host's uses in this turn's record:
-- uses of it before it last changed zones are another object's.
return {
	triggers = {
		{
			on = "used",
			label = "Fight/Reap: ready it if this was its first use this turn (Rocket Boots)",
			applies = function(ctx, event)
				return (event.ability == "fight" or event.ability == "reap")
					and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local host = ctx.this:attached_to()
				if host == nil or host.id ~= event.object.id then
					return
				end
				local uses = 0
				for _, act in ipairs(host:controller():this_turn("used")) do
					if act.object ~= nil and act.object.id == host.id then
						uses = uses + 1
					end
				end
				if uses == 1 then
					ctx:ready(host)
				end
			end,
		},
	},
}
