-- Phoenix Heart (CotA 051), upgrade: The creature gains "Destroyed: Return this creature to
-- its owner's hand and deal 3 damage to each creature in play." An ability the upgrade
-- gives its creature: it answers the creature's tagging for destruction while both are
-- still in play; the creature goes back to hand first, so the damage misses it.
return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: back to hand, 3 damage to each creature (Phoenix Heart)",
			applies = function(ctx, event)
				return event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				ctx:move(event.object, "hand")
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					ctx:deal_damage(creature, 3)
				end
			end,
		},
	},
}
