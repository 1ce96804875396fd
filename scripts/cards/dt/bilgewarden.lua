-- Bilgewarden (DT 050): Play/Reap: If the tide is high, your opponent raises the tide.
-- Otherwise, you raise the tide.
local function turn_the_tide(ctx)
	if ctx:rule("tide") == "high" then
		ctx:rule("raise_tide", ctx.opponent)
	else
		ctx:rule("raise_tide")
	end
end

return {
	resolve = turn_the_tide,
	reap = turn_the_tide,
}
