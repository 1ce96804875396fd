-- Look Over There! (MM 250) and Mark of Dis (MM 011): Play: Deal 2 damage to a creature. If
-- it is not destroyed (still in play afterwards: a ward, Shadow Self taking the damage or a
-- spared destruction all leave it there), Look Over There! steals 1 æmber; Mark of Dis
-- makes its controller choose its house as their active house on their next turn (ignored
-- if they can't choose it). With no creature, nothing happens.
local function must_choose_its_house(ctx, creature)
	local player = creature:controller()
	ctx:lasting({
		target = player,
		duration = player == ctx.controller and "your_next_turn" or "opponent_next_turn",
		effect = { declare = "house", must = creature:attribute("house") },
	})
end

return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
		if pick == nil then
			return
		end
		ctx:deal_damage(pick, 2)
		ctx:settle()
		if not pick:is_valid() or pick:zone() ~= "battleline" then
			return
		end
		if ctx.this:card_id() == "mark_of_dis" then
			must_choose_its_house(ctx, pick)
		else
			ctx:steal(1)
		end
	end,
}
