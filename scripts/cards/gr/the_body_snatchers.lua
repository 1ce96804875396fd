-- The Body Snatchers (GR 184), action: Play: for the remainder of the turn each enemy creature
-- (one entering later too) gains "Destroyed: fully heal this creature and give control of it
-- to your opponent instead": the card's player takes it, healed, and it stays in play. A
-- `destroying` trigger kept on by a lasting effect, as a Destroyed: ability given to others
-- (KF-DESTROYED-GIVEN-1).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "snatch" } })
	end,
	triggers = {
		{
			on = "destroying",
			lasting = "snatch",
			label = "Destroyed: fully heal it and its opponent takes control instead (The Body Snatchers)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() ~= ctx.controller
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if ctx:spare(creature) then
					ctx:heal(creature, creature:damage())
					ctx:take_control(creature, ctx.controller)
				end
			end,
		},
	},
}
