-- Nullifying Lantern: cards in graveyards are norm element (and no other element). A
-- constant ability: it applies to every card in a graveyard, whenever it got there (CR,
-- Static Effects, example); it sets an element (layer C), so losing all abilities (layer
-- D) does not stop it (CR, Layers, example).
return {
	statics = {
		{
			element = "norm",
			reaches = { "graveyard" },
			applies_to = function(_ctx, obj)
				return obj:zone() == "graveyard"
			end,
		},
	},
}
