-- Altruist's Rostrum (DT 168): Action: Move 1 æmber from a creature to another creature.
-- Decadence (DT 174, this script too): Play: Choose one: exalt, ready, and use a friendly
-- creature; or move 1 æmber from a creature to another creature.
local function move_one(ctx)
	local holding = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		if creature:counter("amber") > 0 then
			table.insert(holding, creature)
		end
	end
	local from = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = holding })[1]
	if from == nil then
		return
	end
	local others = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		if creature ~= from then
			table.insert(others, creature)
		end
	end
	local to = ctx:choose({ prompt = "Move it to which creature?", objects = others })[1]
	if to ~= nil then
		ctx:add_counter(from, "amber", -1)
		ctx:add_counter(to, "amber", 1)
	end
end

return {
	action = move_one,
	resolve = function(ctx)
		if ctx.this:card_id() ~= "decadence" then
			return
		end
		local picked = ctx:choose({
			prompt = "Decadence: choose one",
			options = { "exalt, ready and use a friendly creature", "move 1 æmber" },
		})[1]
		if picked == "move 1 æmber" then
			move_one(ctx)
			return
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local creature = ctx:choose({ prompt = "Exalt, ready and use which creature?", objects = mine })[1]
		if creature == nil then
			return
		end
		ctx:rule("exalt", creature)
		ctx:ready(creature)
		local uses = ctx:uses(creature)
		local use = ctx:choose({ prompt = "Use it how?", options = uses })[1]
		if use ~= nil then
			ctx:use(creature, use)
		end
	end,
}
