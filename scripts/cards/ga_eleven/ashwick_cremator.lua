-- Ashwick Cremator: [Class Bonus] At the beginning of your end phase, if you have no cards
-- in your hand, deal 2 damage to each champion. The empty hand is checked as the phase
-- begins and again as the ability resolves (an intervening "if").
local function empty_hand(ctx)
	return ctx.controller:count("hand") == 0
end

return {
	triggers = {
		{
			on = "phase_began",
			label = "with no cards in hand, 2 damage to each champion (class bonus)",
			applies = function(ctx, event)
				return event.phase == "end"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
					and empty_hand(ctx)
			end,
			resolve = function(ctx)
				if not empty_hand(ctx) then
					return
				end
				for _, champion in ipairs(ctx:objects({ type = "champion" })) do
					ctx:deal_damage(champion, 2)
				end
			end,
		},
	},
}
