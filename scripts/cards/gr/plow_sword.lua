-- Plow-Sword (GR 134): Action: A creature card of either discard pile goes to the bottom of its
-- owner's deck. If it does, deal 3 damage to a creature.
return {
	action = function(ctx)
		local cards = ctx:objects({ zone = "discard", controller = "any", type = "creature" })
		local pick =
			ctx:choose({ prompt = "Put which creature card on the bottom of its deck?", objects = cards })[1]
		if pick == nil or not ctx:move(pick, "deck", { position = "bottom" }) then
			return
		end
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures })[1],
			3
		)
	end,
}
