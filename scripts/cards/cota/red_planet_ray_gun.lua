-- Red Planet Ray Gun (CotA 211), upgrade: The creature this is attached to gains "Reap:
-- Choose a creature; deal it 1 damage for each Mars creature in play." A triggered ability
-- on its host's reap (as Duskrunner): a stunned host's use is no reap.
return {
	triggers = {
		{
			on = "used",
			label = "Reap: 1 damage per Mars creature (Red Planet Ray Gun)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx)
				local creatures = ctx:objects({ zone = "battleline" })
				local mars = 0
				for _, creature in ipairs(creatures) do
					if ctx:rule("of_house", creature, "mars") then
						mars = mars + 1
					end
				end
				local target =
					ctx:choose({ prompt = "Deal damage to which creature?", objects = creatures })[1]
				ctx:deal_damage(target, mars)
			end,
		},
	},
}
