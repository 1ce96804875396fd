-- Champion's Challenge (CotA 006): Play: Destroy each enemy creature except the most powerful
-- one, and each friendly creature except the most powerful one (the active player picks
-- the one kept among ties). Then ready and fight with your remaining creature. Both sides
-- are destroyed together (KF-DESTROY-8).
local function keep_strongest(ctx, controller, doomed)
	local creatures = ctx:objects({ zone = "battleline", controller = controller })
	if #creatures == 0 then
		return nil
	end
	local best, highest = {}, nil
	for _, creature in ipairs(creatures) do
		local power = creature:stat("power") or 0
		if highest == nil or power > highest then
			best, highest = { creature }, power
		elseif power == highest then
			table.insert(best, creature)
		end
	end
	local kept = ctx:choose({ prompt = "Which most powerful creature is kept?", objects = best })[1]
	for _, creature in ipairs(creatures) do
		if creature ~= kept then
			table.insert(doomed, creature)
		end
	end
	return kept
end

return {
	resolve = function(ctx)
		local doomed = {}
		keep_strongest(ctx, "opponent", doomed)
		local champion = keep_strongest(ctx, "you", doomed)
		ctx:destroy(doomed)
		if champion ~= nil and champion:is_valid() then
			ctx:ready(champion)
			ctx:use(champion, "fight")
		end
	end,
}
