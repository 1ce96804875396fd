-- Tyxl Beambuckler (AoA 171), creature: Play: Deal 2 damage to a creature and move it to
-- either flank of its controller's battleline. It moves even if the damage went elsewhere
-- or was stopped; a creature the damage destroyed is gone and moves nowhere.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Deal 2 damage to which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if picked == nil then
			return
		end
		ctx:deal_damage(picked, 2)
		ctx:settle()
		ctx:rule("move_to_flank", picked)
	end,
}
