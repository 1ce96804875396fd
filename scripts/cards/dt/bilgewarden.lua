-- Bilgewarden (DT 050): Play/Reap: If the tide is high, your opponent raises the tide.
-- Otherwise, you raise the tide (the rules' "turn_the_tide", as Tide Warp).
local function turn_the_tide(ctx)
	ctx:rule("turn_the_tide")
end

return {
	resolve = turn_the_tide,
	reap = turn_the_tide,
}
