-- Lost in the Wild (GR 379): Play: Shuffle each flank creature into its owner's deck. If you
-- are haunted, repeat the preceding effect (with the creatures then on the flanks).
local function shuffle_flanks(ctx)
	local owners = {}
	for _, creature in ipairs(ctx:rule("flank_creatures")) do
		local owner = creature:owner()
		if ctx:move(creature, "deck") then
			owners[owner.index] = owner
		end
	end
	for _, owner in pairs(owners) do
		ctx:shuffle("deck", owner)
	end
end

return {
	resolve = function(ctx)
		shuffle_flanks(ctx)
		if ctx:rule("haunted") then
			shuffle_flanks(ctx)
		end
	end,
}
