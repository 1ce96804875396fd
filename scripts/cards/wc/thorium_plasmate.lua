-- Thorium Plasmate (WC 140): Play: Move an enemy creature anywhere in its controller's
-- battleline. Deal 2 damage to that creature for each of its neighbors that shares a house
-- with it. "Anywhere": beside another creature of that line, on its left or its right.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local moved = ctx:choose({ prompt = "Move which enemy creature?", objects = enemies })[1]
		if moved == nil then
			return
		end
		-- Left to right: position 1 is the line's left end.
		local others = ctx:rule("line", moved:controller(), moved)
		local beside = ctx:choose({ prompt = "Move it next to which creature?", objects = others })[1]
		if beside ~= nil then
			local side = ctx:choose({ prompt = "Which side of it?", options = { "left", "right" } })[1]
			local at = table.find(others, beside)
			ctx:reposition(moved, side == "left" and at or at + 1)
		end
		if not moved:is_valid() then
			return
		end
		local house = moved:attribute("house")
		local sharing = 0
		for _, n in ipairs(moved:neighbors()) do
			if ctx:rule("of_house", n, house) then
				sharing = sharing + 1
			end
		end
		if sharing > 0 then
			ctx:deal_damage(moved, 2 * sharing)
		end
	end,
}
