-- Red Skies (AS 280), action: Play: Move a friendly Skyborn creature to a flank and ready
-- it. If a red key is forged (either player's), repeat that (the same creature may be
-- picked again).
local function move_and_ready(ctx)
	local skyborn = ctx:rule("creatures_of_house", "skyborn", "you")
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
