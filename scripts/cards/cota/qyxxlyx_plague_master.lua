-- Qyxxlyx Plague Master (CotA 198): Fight/Reap: Deal 3 damage to each Human creature; armor
-- prevents none of it.
local function plague(ctx)
	for _, creature in ipairs(ctx:objects({ zone = "battleline", subtype = "human" })) do
		ctx:deal_damage(creature, 3, nil, { unpreventable = true })
	end
end

return {
	fight = plague,
	reap = plague,
}
