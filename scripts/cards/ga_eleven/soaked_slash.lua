-- Soaked Slash: an attack card. Deluge 2: as long as there are two or more water element
-- cards in your graveyard, it gets +2 power. [Class Bonus] On Attack: target player puts
-- the top two cards of their deck into their graveyard.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			condition = function(ctx)
				return ctx:rule("graveyard_of_element", "water") >= 2
			end,
			self_only = true,
			from = { "intent" },
		},
	},
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
