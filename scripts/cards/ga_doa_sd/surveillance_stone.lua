-- Surveillance Stone: whenever an opponent declares an attack with a unit for the third time
-- each turn, you may banish it; if you do, draw a card. The attacking unit's own "attack"
-- event (not its weapon's or attack card's), counted among the attacks its player declared
-- this turn (`player:this_turn("attacked")`, this one included).
return {
	triggers = {
		{
			on = "attack",
			label = "an opponent's third attack this turn: you may banish the Stone to draw a card",
			applies = function(ctx, event)
				local combat = ctx:combat()
				return event.player == ctx.opponent
					and combat ~= nil
					and combat.attacker ~= nil
					and combat.attacker.id == event.object.id
					and #ctx.opponent:this_turn("attacked") == 3
			end,
			resolve = function(ctx)
				ctx:rule("banish_to_draw")
			end,
		},
	},
}
