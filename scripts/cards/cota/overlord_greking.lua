-- Overlord Greking (CotA 087), creature: after an enemy creature is destroyed fighting it,
-- that creature is put into play under Greking's controller's control. It enters its
-- owner's battleline from the discard pile and its control changes at once; a creature
-- whose Destroyed: ability took it elsewhere (Dextre to its deck) stays there.
return {
	triggers = {
		{
			on = "destroyed",
			label = "put that creature into play under your control",
			applies = function(ctx, event)
				return event.player == ctx.opponent and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx, event)
				for _, card in ipairs(ctx:objects({ zone = "discard", controller = "opponent" })) do
					if card.id == event.object.id and card:has_type("creature") then
						ctx:move(card, "battleline")
						for _, back in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
							if back.id == card.id then
								ctx:take_control(back)
							end
						end
					end
				end
			end,
		},
	},
}
