-- Soulkeeper (AoA 083), upgrade: This creature gains "Destroyed: Destroy the most powerful
-- enemy creature." Among the most powerful, one not already being destroyed is picked
-- if there is one (keyteki's choice). The ability is the creature's: "enemy" is the creature's
-- controller's opponent's, even when the upgrade's player put it on an enemy creature (KF-MM3-GAINED-1).
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: destroy the most powerful enemy creature (Soulkeeper)",
			applies = function(ctx, event)
				return host(ctx, event.object)
			end,
			resolve = function(ctx, event)
				local side = event.object:is_valid() and event.object:controller() or ctx.controller
				local foes = {}
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					if creature:controller() ~= side then
						table.insert(foes, creature)
					end
				end
				local high = -math.huge
				for _, foe in ipairs(foes) do
					high = math.max(high, foe:stat("power") or 0)
				end
				local top, untagged = {}, {}
				for _, foe in ipairs(foes) do
					if (foe:stat("power") or 0) == high and foe ~= event.object then
						table.insert(top, foe)
						if not foe:is_destroyed() then
							table.insert(untagged, foe)
						end
					end
				end
				if #untagged > 0 then
					top = untagged
				end
				local picked =
					ctx:choose({ prompt = "Destroy which most powerful enemy creature?", objects = top })[1]
				if picked ~= nil then
					ctx:destroy(picked)
				end
			end,
		},
	},
}
