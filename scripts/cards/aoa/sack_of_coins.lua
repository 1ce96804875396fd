-- Sack of Coins (AoA 312), action: Play: Deal 1 damage to a creature for each æmber in
-- your pool (after the bonus). Each point goes to a creature the player picks; what one
-- creature gets is dealt to it as one amount.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local total = ctx.controller:counter("amber")
		if #creatures == 0 or total == 0 then
			return
		end
		local dealt, order = {}, {}
		for i = 1, total do
			local prompt = "Deal 1 damage (" .. i .. " of " .. total .. ") to which creature?"
			local picked = ctx:choose({ prompt = prompt, objects = creatures })[1]
			if dealt[picked.id] == nil then
				dealt[picked.id] = 0
				table.insert(order, picked)
			end
			dealt[picked.id] = dealt[picked.id] + 1
		end
		for _, creature in ipairs(order) do
			ctx:deal_damage(creature, dealt[creature.id])
		end
	end,
}
