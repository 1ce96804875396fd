-- Universal Translator (WC 322), upgrade: This creature gains "Fight/Reap: Use a friendly
-- non-Star Alliance creature" (only one that can be used now is offered), written as a
-- trigger on its host's fight or reap.
return {
	triggers = {
		{
			on = "used",
			label = "use a friendly non-Star Alliance creature (Universal Translator)",
			applies = function(ctx, event)
				return (event.ability == "reap" or event.ability == "fight")
					and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, _event)
				local usable = {}
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if not ctx:rule("of_house", creature, "staralliance") and #ctx:uses(creature) > 0 then
						table.insert(usable, creature)
					end
				end
				local pick = ctx:choose({
					prompt = "Use which friendly non-Star Alliance creature?",
					objects = usable,
				})[1]
				if pick ~= nil then
					ctx:use(pick, ctx:choose({ prompt = "Use it how?", options = ctx:uses(pick) })[1])
				end
			end,
		},
	},
}
