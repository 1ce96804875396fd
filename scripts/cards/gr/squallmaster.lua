-- Squallmaster (GR 323): After Fight/After Reap: Each player discards a random card from
-- their hand (the one to go first picked by Squallmaster's controller). Scrap: Exhaust an
-- enemy creature.
local function both_discard(ctx)
	for _, player in ipairs(ctx:rule("players_in_order")) do
		ctx:rule("discard_at_random", player, 1)
	end
end

return {
	fight = both_discard,
	reap = both_discard,
	scrap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Exhaust which enemy creature?", objects = enemies })[1]
		ctx:exhaust(pick)
	end,
}
