-- Magistra Vita (DT 177): Play/Reap: You may exalt a friendly non-Saurian creature. If you
-- do, reap with it (if it can reap now). Its evil twin (DT 128): Play/Fight: the same, but
-- fight with it.
local function twin(ctx)
	return ctx.this:card_id() == "magistra_vita_evil_twin"
end

local function may_exalt_and_use(ctx)
	local use = twin(ctx) and "fight" or "reap"
	local others = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if not ctx:rule("of_house", creature, "saurian") then
			table.insert(others, creature)
		end
	end
	local picked =
		ctx:choose({ prompt = "Exalt which non-Saurian creature?", objects = others, min = 0, max = 1 })[1]
	if picked == nil then
		return
	end
	ctx:rule("exalt", picked)
	if table.find(ctx:uses(picked), use) then
		ctx:use(picked, use)
	end
end

return {
	resolve = may_exalt_and_use,
	reap = function(ctx)
		if not twin(ctx) then
			may_exalt_and_use(ctx)
		end
	end,
	fight = function(ctx)
		if twin(ctx) then
			may_exalt_and_use(ctx)
		end
	end,
}
