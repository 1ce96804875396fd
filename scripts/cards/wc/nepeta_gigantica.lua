-- Nepeta Gigantica (WC 394), artifact: Action: Stun a creature with power 5 or higher, or a
-- Giant creature (either side's).
return {
	action = function(ctx)
		local prey = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if (creature:stat("power") or 0) >= 5 or creature:has_subtype("giant") then
				table.insert(prey, creature)
			end
		end
		ctx:rule("stun", ctx:choose({ prompt = "Stun which creature?", objects = prey })[1])
	end,
}
