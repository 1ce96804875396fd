-- Banshee Suit (AS 166), upgrade: this creature gains "Destroyed: archive this creature and
-- the top 2 cards of your discard pile" (its controller's archives; the discard pile read
-- before the creature and the suit reach it).
return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: archive it and the top 2 cards of your discard pile (Banshee Suit)",
			applies = function(ctx, event)
				return event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local creature = event.object
				local player = creature:controller()
				local side = player == ctx.controller and "you" or "opponent"
				local pile = ctx:objects({ zone = "discard", controller = side })
				ctx:move(creature, "archives", { player = player })
				-- The pile is listed bottom first: its top 2 are the last.
				for i = #pile, math.max(1, #pile - 1), -1 do
					ctx:move(pile[i], "archives", { player = player })
				end
			end,
		},
	},
}
