-- Stomp (WC 210): Play: Deal 5 damage to a creature. If this damage destroys that creature,
-- exalt a friendly creature. (Damage sent elsewhere, or a creature that survives, exalts
-- nothing.)
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 5 damage to which creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		ctx:deal_damage(pick, 5)
		local hit = false
		for _, dealt in ipairs(ctx:settle()) do
			if dealt.target == pick and dealt.amount > 0 then
				hit = true
			end
		end
		if hit and not pick:is_valid() then
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			ctx:rule("exalt", ctx:choose({ prompt = "Exalt which friendly creature?", objects = mine })[1])
		end
	end,
}
