-- Strange Torpedo (GR 290): Play: Deal 1 damage to a creature, with 1 splash. If your
-- opponent is haunted, stun and exhaust each creature damaged this way (dealt damage, still
-- in play).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = creatures })[1]
		local struck = ctx:rule("with_neighbors", pick)
		for _, creature in ipairs(struck) do
			ctx:deal_damage(creature, 1)
		end
		local dealt = ctx:settle()
		if not ctx:rule("haunted", ctx.opponent) then
			return
		end
		for _, d in ipairs(dealt) do
			if d.amount > 0 and d.target:is_valid() and d.target:zone() == "battleline" then
				ctx:rule("stun_and_exhaust", d.target)
			end
		end
	end,
}
