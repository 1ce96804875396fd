-- Com. Officer Palik (GR 258): Versatile (data). After Fight/After Reap: A friendly creature
-- captures 1 æmber (Palik itself may be the one).
local function capture_one(ctx)
	local mine = ctx:objects({ zone = "battleline", controller = "you" })
	ctx:rule("allot_captures", mine, 1, "Which friendly creature captures 1 æmber?")
end

return {
	fight = capture_one,
	reap = capture_one,
}
