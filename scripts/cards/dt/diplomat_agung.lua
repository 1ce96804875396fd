-- Diplomat Agung (DT 293): Play/Fight/Reap: for the rest of the turn a friendly creature
-- belongs to a house its player chooses, besides its own houses (KF-HOUSE-ALSO-1).
local function add_house(ctx)
	local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
	local mine = ctx:objects({ zone = "battleline", controller = "you" })
	local picked =
		ctx:choose({ prompt = "Which friendly creature joins " .. house .. "?", objects = mine })[1]
	if picked == nil then
		return
	end
	ctx:lasting({
		target = picked,
		duration = "turn",
		effect = { attribute = "house", value = house, also = true },
	})
end

return {
	resolve = add_house,
	fight = add_house,
	reap = add_house,
}
