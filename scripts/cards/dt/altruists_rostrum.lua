-- Altruist's Rostrum (DT 168): Action: Move 1 æmber from a creature to another creature (the
-- rules' "move_one_amber"). Decadence (DT 174, this script too): Play: Choose one: exalt,
-- ready, and use a friendly creature; or move 1 æmber from a creature to another creature.
local function move_one(ctx)
	ctx:rule("move_one_amber", ctx:objects({ zone = "battleline", controller = "any" }))
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
		local use = ctx:choose({ prompt = "Use it how?", options = ctx:uses(creature) })[1]
		if use ~= nil then
			ctx:use(creature, use)
		end
	end,
}
