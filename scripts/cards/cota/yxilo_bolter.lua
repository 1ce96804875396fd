-- Yxilo Bolter (CotA 204): Fight/Reap: Deal 2 damage to a creature. If this damage destroys
-- that creature, purge it (the rules' "deal_and_purge": looked for once its destruction,
-- "Destroyed:" abilities and all, is over).
local function bolt(ctx)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	if #all == 0 then
		return
	end
	ctx:rule(
		"deal_and_purge",
		ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1],
		2
	)
end

return {
	fight = bolt,
	reap = bolt,
}
