-- Heal or Harm (DT 114): Play: Choose one: fully heal a creature and gain 1 æmber; or ready
-- and fight with a friendly creature.
return {
	resolve = function(ctx)
		local picked = ctx:choose({ prompt = "Heal or Harm: choose one", options = { "heal", "harm" } })[1]
		if picked == "heal" then
			local all = ctx:objects({ zone = "battleline", controller = "any" })
			local creature = ctx:choose({ prompt = "Fully heal which creature?", objects = all })[1]
			if creature ~= nil then
				ctx:heal(creature, creature:damage())
			end
			ctx:gain(ctx.controller, "amber", 1)
			return
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local fighter = ctx:choose({ prompt = "Ready and fight with which creature?", objects = mine })[1]
		if fighter ~= nil then
			ctx:ready(fighter)
			ctx:use(fighter, "fight")
		end
	end,
}
