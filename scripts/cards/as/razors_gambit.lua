-- Razor's Gambit (AS 269), artifact: Enhance (deck building only). Action: Ready and fight
-- with a friendly Skyborn creature. If your blue key is forged, repeat that (the same
-- creature may be picked again).
local function ready_and_fight(ctx)
	local skyborn = ctx:rule("creatures_of_house", "skyborn", "you")
	ctx:rule("ready_and_fight", skyborn, "Ready and fight with which Skyborn creature?")
end

return {
	action = function(ctx)
		ready_and_fight(ctx)
		if ctx:rule("key_forged", ctx.controller, "blue") then
			ready_and_fight(ctx)
		end
	end,
}
