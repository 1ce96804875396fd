-- Red Skies (AS 280), action: Play: Move a friendly Skyborn creature to a flank and ready
-- it. If a red key is forged (either player's), repeat that (the same creature may be
-- picked again).
local function move_and_ready(ctx)
	local skyborn = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if ctx:rule("of_house", creature, "skyborn") then
			table.insert(skyborn, creature)
		end
	end
	local pick = ctx:choose({ prompt = "Move which Skyborn creature to a flank?", objects = skyborn })[1]
	if pick ~= nil then
		ctx:rule("move_to_flank", pick)
		ctx:ready(pick)
	end
end

return {
	resolve = function(ctx)
		move_and_ready(ctx)
		if ctx:rule("key_forged", ctx.controller, "red") or ctx:rule("key_forged", ctx.opponent, "red") then
			move_and_ready(ctx)
		end
	end,
}
