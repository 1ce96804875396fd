-- Scoop Up (WoE 163): Play: Put a friendly non-Mars creature and an enemy non-Mars creature
-- into your archives. The enemy one, leaving them, goes to its owner's hand (the ruleset's
-- redirect for a card in archives its holder does not own).
local function non_mars(ctx, side)
	local found = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
		if not ctx:rule("of_house", creature, "mars") then
			table.insert(found, creature)
		end
	end
	return found
end

return {
	resolve = function(ctx)
		local friend = ctx:choose({
			prompt = "Archive which friendly non-Mars creature?",
			objects = non_mars(ctx, "you"),
		})[1]
		local foe = ctx:choose({
			prompt = "Archive which enemy non-Mars creature?",
			objects = non_mars(ctx, "opponent"),
		})[1]
		if friend ~= nil then
			ctx:move(friend, "archives", { player = ctx.controller })
		end
		if foe ~= nil then
			ctx:move(foe, "archives", { player = ctx.controller })
		end
	end,
}
