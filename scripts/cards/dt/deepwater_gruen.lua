-- Deepwater Gruen (DT 416): Play/Reap: If the tide is low, your opponent gains 1 æmber.
local function ebb(ctx)
	if ctx:rule("tide") == "low" then
		ctx:gain(ctx.opponent, "amber", 1)
	end
end

return {
	resolve = ebb,
	reap = ebb,
}
