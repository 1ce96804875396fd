-- Broken Axe Outpost: Action: one of your creatures goes to the bottom of its owner's deck;
-- only if it did, 6 damage to an enemy creature.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		local creature = ctx:choose({
			prompt = "Put which of your creatures on the bottom of its deck?",
			objects = mine,
		})[1]
		if not ctx:move(creature, "deck", { position = "bottom" }) then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		local enemy = ctx:choose({ prompt = "Deal 6 damage to which enemy creature?", objects = enemies })[1]
		ctx:deal_damage(enemy, 6)
	end,
}
