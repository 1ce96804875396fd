-- Eye of Judgment (AoA 253), artifact: Action: Purge a creature from a discard pile (either
-- player's).
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "any", type = "creature" })
		local card = ctx:choose({ prompt = "Purge which creature?", objects = creatures })[1]
		if card ~= nil then
			ctx:banish(card)
		end
	end,
}
