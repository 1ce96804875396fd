-- Breakwater Cadet: [Class Bonus] On Attack: target player puts the top two cards of their
-- deck into their graveyard. The player is chosen as the ability resolves (our reading for
-- triggered abilities: marksman_captain.lua).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: a player mills two (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:rule("player_mills", 2)
			end,
		},
	},
}
