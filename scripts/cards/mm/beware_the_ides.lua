-- Beware the Ides (MM 184): Play: Deal 23 damage to a creature in the center of its
-- controller's battleline: a battleline of an odd number of creatures has one in its
-- center (a creature alone is its center); an even number has none.
local function center(line)
	if #line % 2 == 0 then
		return nil
	end
	-- Walk from a flank creature, neighbor by neighbor, halfway along the line.
	local cur, prev
	for _, c in ipairs(line) do
		if #c:neighbors() < 2 then
			cur = c
			break
		end
	end
	for _ = 1, (#line - 1) // 2 do
		for _, n in ipairs(cur:neighbors()) do
			if n ~= prev then
				prev, cur = cur, n
				break
			end
		end
	end
	return cur
end

return {
	resolve = function(ctx)
		local options = {}
		for _, who in ipairs({ "you", "opponent" }) do
			local middle = center(ctx:objects({ zone = "battleline", controller = who }))
			if middle ~= nil then
				table.insert(options, middle)
			end
		end
		local pick = ctx:choose({ prompt = "Deal 23 damage to which center creature?", objects = options })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 23)
		end
	end,
}
