-- Scout (CotA 334): Play: Up to 2 friendly creatures gain skirmish for the rest of the turn;
-- then each fights, one after the other. Scout readies nothing: an exhausted creature (or
-- one with nothing to fight) just keeps its skirmish.
return {
	resolve = function(ctx)
		local chosen = ctx:choose({
			prompt = "Which friendly creatures (up to 2) gain skirmish and fight?",
			objects = ctx:objects({ zone = "battleline", controller = "you" }),
			min = 0,
			max = 2,
		})
		for _, creature in ipairs(chosen) do
			ctx:lasting({ target = creature, duration = "turn", effect = { grant = "skirmish" } })
		end
		for _, creature in ipairs(chosen) do
			if creature:is_valid() and table.find(ctx:uses(creature), "fight") then
				ctx:use(creature, "fight")
			end
		end
	end,
}
