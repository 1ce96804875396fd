-- Mark of Dis (MM 011): Play: Deal 2 damage to a creature. If it is not destroyed (still in
-- play: a ward or Shadow Self may have kept it there), its controller must choose its
-- house as their active house on their next turn (ignored if they can't choose it).
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
		local owner_of_turn = pick:controller()
		ctx:lasting({
			target = owner_of_turn,
			duration = owner_of_turn == ctx.controller and "your_next_turn" or "opponent_next_turn",
			effect = { declare = "house", must = pick:attribute("house") },
		})
	end,
}
