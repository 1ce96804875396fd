-- Icarus 2.0 (AS S11), creature: each friendly creature, Icarus too, gains "Action: draw a
-- card" (RULE-GIVEN-USE-1), used as any Action: is, by a creature of the active house.
return {
	statics = {
		{
			gains = "action",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_creature", obj)
			end,
		},
	},
	lasting_grants = {
		action = function(ctx)
			ctx:draw(1)
		end,
	},
}
