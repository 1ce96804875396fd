-- Inevitable Decay (ToC 062), action: Play: Destroy each artifact and upgrade (both sides',
-- together). For each card destroyed this way, make a token creature.
return {
	resolve = function(ctx)
		local targets = ctx:objects({ zone = "artifacts", controller = "any" })
		for _, upgrade in ipairs(ctx:objects({ zone = "upgrades", controller = "any" })) do
			table.insert(targets, upgrade)
		end
		if #targets == 0 then
			return
		end
		for _ = 1, #ctx:destroy(targets) do
			ctx:rule("make_token")
		end
	end,
}
