-- Guji Dinosaur Hunter (WC 038): Elusive (data). Action: Deal 2 damage to a creature, or 6
-- instead if it is a Dinosaur or has æmber on it.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal damage to which creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		local amount = 2
		if pick:has_subtype("dinosaur") or pick:counter("amber") > 0 then
			amount = 6
		end
		ctx:deal_damage(pick, amount)
	end,
}
