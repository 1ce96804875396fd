-- Threefold Current: As an additional cost, you may sacrifice an item ("overcharge").
-- Choose one: draw a card; or deal 1 damage to target ally; or put a buff counter on
-- target ally you control. If the overcharge cost was paid, choose one more.

-- Each selected mode with a target adds one target requirement, in the order the modes
-- were selected (a mode added after payment, 1.8.2, comes last): find this mode's.
local function requirement(ctx, name)
	local i = 0
	for _, m in ipairs(ctx.modes) do
		if m == "spark" or m == "bolster" then
			i = i + 1
		end
		if m == name then
			return i
		end
	end
	return nil
end

return {
	modes = function(ctx)
		local n = ctx:paid("overcharge") and 2 or 1
		return { options = { "draw", "spark", "bolster" }, choose = n }
	end,
	targets = function(ctx, mode)
		if mode == "spark" then
			return { { label = "ally", type = "ally", count = 1 } }
		elseif mode == "bolster" then
			return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:mode("draw") then
			ctx:draw(1)
		end
		if ctx:mode("spark") then
			ctx:deal_damage(ctx:target(requirement(ctx, "spark")), 1)
		end
		if ctx:mode("bolster") then
			ctx:add_counter(ctx:target(requirement(ctx, "bolster")), "buff", 1)
		end
	end,
}
