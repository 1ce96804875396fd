-- First Officer Frane (WC 298): Play/Fight/Reap: A friendly creature captures 1 æmber.
local function capture(ctx)
	local creatures = ctx:objects({ zone = "battleline", controller = "you" })
	ctx:capture(ctx:choose({ prompt = "Which creature captures?", objects = creatures })[1], 1)
end

return {
	resolve = capture,
	fight = capture,
	reap = capture,
}
