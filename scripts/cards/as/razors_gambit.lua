-- Razor's Gambit (AS 269), artifact: Enhance (deck building only). Action: Ready and fight
-- with a friendly Skyborn creature. If your blue key is forged, repeat that (the same
-- creature may be picked again).
local function ready_and_fight(ctx)
	local skyborn = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if ctx:rule("of_house", creature, "skyborn") then
			table.insert(skyborn, creature)
		end
	end
	local pick = ctx:choose({ prompt = "Ready and fight with which Skyborn creature?", objects = skyborn })[1]
	if pick ~= nil then
		ctx:ready(pick)
		ctx:use(pick, "fight")
	end
end

return {
	action = function(ctx)
		ready_and_fight(ctx)
		if ctx:rule("key_forged", ctx.controller, "blue") then
			ready_and_fight(ctx)
		end
	end,
}
