-- Tribute Collector (GR 141): Taunt (data). Play/After Fight: A friendly creature captures
-- 1 æmber (Tribute Collector itself may be the one).
local function collect(ctx)
	local mine = ctx:objects({ zone = "battleline", controller = "you" })
	local pick = ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = mine })[1]
	ctx:capture(pick, 1)
end

return {
	resolve = collect,
	fight = collect,
}
