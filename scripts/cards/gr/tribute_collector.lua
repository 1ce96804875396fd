-- Tribute Collector (GR 141): Taunt (data). Play/After Fight: A friendly creature captures
-- 1 æmber (Tribute Collector itself may be the one).
local function collect(ctx)
	local mine = ctx:objects({ zone = "battleline", controller = "you" })
	ctx:rule("allot_captures", mine, 1, "Which friendly creature captures 1 æmber?")
end

return {
	resolve = collect,
	fight = collect,
}
