-- Yxilo Bolter (CotA 204): Fight/Reap: Deal 2 damage to a creature. If this damage destroys
-- that creature, purge it. The damage is dealt and the destruction finished (its
-- "Destroyed:" abilities resolved) before looking for it in a discard pile: one a
-- "Destroyed:" ability sent elsewhere (Bad Penny, back to hand) is not purged.
local function bolt(ctx)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	if #all == 0 then
		return
	end
	local target = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
	ctx:deal_damage(target, 2)
	ctx:settle()
	if target:is_valid() then
		return
	end
	for _, card in ipairs(ctx:objects({ zone = "discard", controller = "any" })) do
		if card.id == target.id then
			ctx:banish(card)
		end
	end
end

return {
	fight = bolt,
	reap = bolt,
}
