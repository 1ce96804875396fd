-- Spontaneous Combustion: deal 4 damage to target ally attacking your champion. The target
-- requirement is the attacking ally (the filter's `attacking`); that the attack is on your
-- champion is checked as it is activated (1.6) and again as it resolves.
local function your_champion_attacked(ctx)
	return ctx:rule("attack_on", "champion", "you")
end

return {
	targets = function()
		return { { label = "ally attacking your champion", type = "ally", attacking = true, count = 1 } }
	end,
	legal = function(ctx)
		if your_champion_attacked(ctx) then
			return true
		end
		return false, "no ally is attacking your champion"
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally ~= nil and your_champion_attacked(ctx) then
			ctx:deal_damage(ally, 4)
		end
	end,
}
