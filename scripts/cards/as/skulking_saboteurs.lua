-- Skulking Saboteurs (AS 299): Elusive (data). After Reap: If your red key is forged,
-- destroy an enemy creature. If your yellow key is forged, destroy an enemy artifact. If
-- your blue key is forged, destroy an enemy upgrade (one the opponent controls, on any
-- creature). Each in that order, each destroyed as it is chosen.
local PARTS = {
	{ colour = "red", zone = "battleline", what = "creature" },
	{ colour = "yellow", zone = "artifacts", what = "artifact" },
	{ colour = "blue", zone = "upgrades", what = "upgrade" },
}

return {
	reap = function(ctx)
		for _, part in ipairs(PARTS) do
			if ctx:rule("key_forged", ctx.controller, part.colour) then
				local enemies = ctx:objects({ zone = part.zone, controller = "opponent" })
				local pick =
					ctx:choose({ prompt = "Destroy which enemy " .. part.what .. "?", objects = enemies })[1]
				if pick ~= nil then
					ctx:destroy(pick)
					ctx:settle()
				end
			end
		end
	end,
}
