-- Curia Saurus (MM 202), artifact: Each creature with æmber on it gains "Destroyed: Move 1
-- æmber from this creature to the most powerful enemy creature" (enemy of that creature's
-- controller; the active player picks among those tied). A trigger on "destroying": the
-- ability it gives resolves with the creature's own Destroyed: abilities (KF-DESTROYED-GIVEN-1).
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: move 1 æmber to the most powerful enemy creature",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "artifacts"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:counter("amber") > 0
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if not creature:is_valid() or creature:counter("amber") == 0 then
					return
				end
				local side = creature:controller() == ctx.controller and "opponent" or "you"
				local enemies = ctx:objects({ zone = "battleline", controller = side })
				local best = ctx:rule("most_powerful", enemies)
				local to = ctx:choose({
					prompt = "Which most powerful enemy creature gets 1 æmber?",
					objects = best,
				})[1]
				if to == nil then
					return
				end
				ctx:add_counter(creature, "amber", -1)
				ctx:add_counter(to, "amber", 1)
			end,
		},
	},
}
