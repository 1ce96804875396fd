-- Ilxid Avenger (GR 174): Play/After Fight: Give Ilxid Avenger a +1 power counter for each
-- Mars card in your discard pile. Scrap: Give a friendly creature a +1 power counter for each
-- Mars card in your discard pile (counter by counter, each to a creature the player picks,
-- as keyteki has it; Ilxid itself, discarded, counts).
local function mars_in_discard(ctx)
	local n = 0
	for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
		if ctx:rule("of_house", card, "mars") then
			n = n + 1
		end
	end
	return n
end

local function avenge(ctx)
	local n = mars_in_discard(ctx)
	if n > 0 then
		ctx:add_counter(ctx.this, "power", n)
	end
end

return {
	resolve = avenge,
	fight = avenge,
	scrap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		local n = mars_in_discard(ctx)
		for i = 1, n do
			local prompt = "Which friendly creature gets a +1 power counter? (" .. i .. " of " .. n .. ")"
			ctx:add_counter(ctx:choose({ prompt = prompt, objects = mine })[1], "power", 1)
		end
	end,
}
