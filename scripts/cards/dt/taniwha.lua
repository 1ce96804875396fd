-- Taniwha (DT 329): Fight/Reap: Destroy a friendly creature and gain 1 æmber.
local function devour(ctx)
	local mine = ctx:objects({ zone = "battleline", controller = "you" })
	ctx:destroy(ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1])
	ctx:gain(ctx.controller, "amber", 1)
end

return {
	fight = devour,
	reap = devour,
}
