-- Destroy Them All! (AoA 179): Play: Destroy an artifact, a creature and an upgrade (one
-- of each, any side's), all together.
local KINDS = {
	{ zone = "artifacts", label = "artifact" },
	{ zone = "battleline", label = "creature" },
	{ zone = "upgrades", label = "upgrade" },
}

return {
	resolve = function(ctx)
		local doomed = {}
		for _, kind in ipairs(KINDS) do
			local objects = ctx:objects({ zone = kind.zone, controller = "any" })
			local picked =
				ctx:choose({ prompt = "Destroy which " .. kind.label .. "?", objects = objects })[1]
			if picked ~= nil then
				table.insert(doomed, picked)
			end
		end
		ctx:destroy(doomed)
	end,
}
