-- Tristan, Underhanded: On Enter: you may put a preparation counter on Tristan. If you
-- don't, you gain agility 3 for this turn: a trigger of this card kept on for the turn by
-- a lasting effect, wherever the card is by then (beneath a champion it levelled up into).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a preparation counter on Tristan, or agility 3 this turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local pick = ctx:choose({
					prompt = "put a preparation counter on Tristan (else agility 3 this turn)?",
					options = { "counter", "agility" },
					min = 1,
					max = 1,
				})[1]
				if pick == "counter" and ctx:add_counter(ctx.this, "preparation", 1) then
					return
				end
				ctx:lasting({ duration = "turn", effect = { trigger = "agility" } })
			end,
		},
		{
			on = "phase_began",
			lasting = "agility",
			label = "Agility 3: return three cards from your memory to your hand",
			applies = function(ctx, event)
				return event.phase == "end" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				ctx:rule("agility", 3)
			end,
		},
	},
}
