-- Safe or Sorry (DT 222): Play: Choose one: archive any number of friendly creatures from
-- play; or choose a creature and deal 1 damage to it for each æmber your opponent has.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Safe or Sorry: choose one",
			options = { "archive friendly creatures", "damage a creature" },
		})[1]
		if picked == "archive friendly creatures" then
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			local chosen =
				ctx:choose({ prompt = "Archive which creatures?", objects = mine, min = 0, max = #mine })
			for _, creature in ipairs(chosen) do
				ctx:move(creature, "archives", { player = ctx.controller })
			end
			return
		end
		local creature = ctx:choose({
			prompt = "Damage which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		local n = ctx.opponent:counter("amber")
		if creature ~= nil and n > 0 then
			ctx:deal_damage(creature, n)
		end
	end,
}
