-- Tectonic Shift (WoE 252): Play: Divide each player's battleline in half as evenly as
-- possible without changing the order of the creatures (with an odd count, the active player
-- says which half the middle creature joins). For each battleline, destroy each creature in
-- one of the halves (the active player picks which). All are destroyed together.
local function halves(ctx, side, doomed)
	local line = ctx:objects({ zone = "battleline", controller = side })
	if #line == 0 then
		return
	end
	-- A line's place of each creature: 1 + how many stand left of it.
	local at = {}
	for _, c in ipairs(line) do
		local place = 1
		for _, other in ipairs(line) do
			if other:is_left_of(c) then
				place = place + 1
			end
		end
		at[place] = c
	end
	local n = #line
	local left_size = n // 2
	local whose = side == "you" and "your" or "your opponent's"
	if n % 2 == 1 then
		local picked = ctx:choose({
			prompt = "The middle creature of " .. whose .. " battleline joins which half?",
			options = { "left", "right" },
		})[1]
		if picked == "left" then
			left_size = left_size + 1
		end
	end
	local half = ctx:choose({
		prompt = "Destroy which half of " .. whose .. " battleline?",
		options = { "left", "right" },
	})[1]
	for place = 1, n do
		if (place <= left_size) == (half == "left") then
			table.insert(doomed, at[place])
		end
	end
end

return {
	resolve = function(ctx)
		local doomed = {}
		halves(ctx, "opponent", doomed)
		halves(ctx, "you", doomed)
		ctx:destroy(doomed)
	end,
}
