-- Illuminate Secrets: deal damage to target unit equal to its owner's influence minus your
-- influence (a player's influence: the cards in their hand and memory); none if that is 0
-- or less.
local function influence(player)
	return player:count("hand") + player:count("memory")
end

return {
	targets = function()
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit == nil then
			return
		end
		local amount = influence(unit:owner()) - influence(ctx.controller)
		if amount > 0 then
			ctx:deal_damage(unit, amount)
		end
	end,
}
