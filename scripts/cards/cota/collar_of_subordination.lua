-- Collar of Subordination (CotA 105), upgrade: Play: Take control of this creature, until
-- Collar of Subordination leaves play. The creature joins your battleline on a flank you
-- choose, keeping its damage, state and upgrades; when it is destroyed it goes to its
-- owner's discard pile. If the collar leaves play while the creature stays, its owner
-- takes it back.
return {
	resolve = function(ctx)
		ctx:take_control(ctx.this:attached_to())
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "Collar of Subordination left play: the creature goes back to its owner",
			applies = function(ctx, event)
				local creature = event.host
				return creature ~= nil
					and creature:zone() == "battleline"
					and creature:controller() ~= creature:owner()
			end,
			resolve = function(ctx, event)
				ctx:take_control(event.host, event.host:owner())
			end,
		},
	},
}
