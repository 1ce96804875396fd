-- Agent Hoo-man (AoA 160): Elusive (data). Reap: Choose a friendly non-Mars creature and
-- an enemy non-Mars creature; stun both.
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
	reap = function(ctx)
		local friendly = ctx:choose({
			prompt = "Stun which friendly non-Mars creature?",
			objects = non_mars(ctx, "you"),
		})[1]
		local enemy = ctx:choose({
			prompt = "Stun which enemy non-Mars creature?",
			objects = non_mars(ctx, "opponent"),
		})[1]
		ctx:rule("stun", friendly)
		ctx:rule("stun", enemy)
	end,
}
