-- Pain Reaction (AoA 078), action: Play: Deal 2 damage to an enemy creature; if this
-- damage destroys it, deal 2 damage to each of its neighbors (as they were beside it).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = enemies })[1]
		if picked == nil then
			return
		end
		local beside = picked:neighbors()
		ctx:deal_damage(picked, 2)
		ctx:settle()
		if not picked:is_valid() then
			for _, neighbor in ipairs(beside) do
				if neighbor:is_valid() then
					ctx:deal_damage(neighbor, 2)
				end
			end
		end
	end,
}
