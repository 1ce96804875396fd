-- Arcanist's Prism: at the beginning of your recollection phase, put all cards from your
-- memory on the bottom of your deck in any order (the rules' term: picked one by one, each
-- put on the bottom, so the last picked is the bottom card), then draw that many cards.
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: memory to the bottom of your deck, draw as many",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local memory = ctx:look({ zone = "memory", controller = "you" })
				ctx:rule("in_chosen_order", memory, "bottom")
				ctx:draw(#memory)
			end,
		},
	},
}
