-- Corrode (DT 318): Play: Choose one: destroy an artifact; destroy an upgrade; or destroy
-- a creature with armor.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Corrode: choose one",
			options = { "an artifact", "an upgrade", "a creature with armor" },
		})[1]
		local candidates = {}
		if picked == "an artifact" then
			candidates = ctx:objects({ zone = "artifacts", controller = "any" })
		elseif picked == "an upgrade" then
			candidates = ctx:objects({ zone = "upgrades", controller = "any" })
		else
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
				if (creature:stat("armor") or 0) > 0 then
					table.insert(candidates, creature)
				end
			end
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which one?", objects = candidates })[1])
	end,
}
