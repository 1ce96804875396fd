-- Autocannon (CotA 019): Deal 1 damage to each creature after it enters play. Entering
-- play is arriving on a battleline from a zone out of play (a creature changing sides
-- stays in play).
return {
	triggers = {
		{
			on = "moved",
			label = "1 damage to the creature that entered play (Autocannon)",
			applies = function(_ctx, event)
				return event.to == "battleline" and event.from ~= "battleline" and event.object:is_valid()
			end,
			resolve = function(ctx, event)
				ctx:deal_damage(event.object, 1)
			end,
		},
	},
}
