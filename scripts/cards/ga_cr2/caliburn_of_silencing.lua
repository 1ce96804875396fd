-- Caliburn of Silencing: [Class Bonus] On Champion Hit: the hit champion loses all
-- abilities until the beginning of your next turn. With two players that is until the end
-- of the opponent's next turn: nothing happens between that end and your next turn's start.
return {
	triggers = {
		{
			on = "hit",
			own = true,
			label = "On Champion Hit: the hit champion loses all abilities",
			applies = function(ctx, event)
				return event.target:has_type("champion") and ctx:rule("class_bonus")
			end,
			resolve = function(ctx, event)
				if event.target:is_valid() then
					ctx:lasting({
						target = event.target,
						duration = "opponent_next_turn",
						effect = { lose_abilities = true },
					})
				end
			end,
		},
	},
}
