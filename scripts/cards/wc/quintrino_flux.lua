-- Quintrino Flux (WC 317): Play: Choose a friendly creature and an enemy creature (one of
-- each there is). Destroy them and each creature with the same power as either, together.
local function pick(ctx, side, prompt)
	local line = ctx:objects({ zone = "battleline", controller = side })
	return ctx:choose({ prompt = prompt, objects = line })[1]
end

return {
	resolve = function(ctx)
		local chosen = {
			pick(ctx, "you", "Choose a friendly creature"),
			pick(ctx, "opponent", "Choose an enemy creature"),
		}
		local powers = {}
		for _, creature in pairs(chosen) do
			powers[creature:stat("power") or 0] = true
		end
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if powers[creature:stat("power") or 0] then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
