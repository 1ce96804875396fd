-- Unity or Discord (DT 304): Play: Choose one: use a friendly non-Star Alliance creature;
-- or return up to 2 friendly creatures and each upgrade attached to them to their owners'
-- hands (the upgrades first, so they go to hand rather than the discard pile).
local function return_with_upgrades(ctx)
	local mine = ctx:objects({ zone = "battleline", controller = "you" })
	local chosen = ctx:choose({ prompt = "Return which creatures?", objects = mine, min = 0, max = 2 })
	for _, creature in ipairs(chosen) do
		for _, upgrade in ipairs(creature:attachments()) do
			ctx:move(upgrade, "hand")
		end
		ctx:move(creature, "hand")
	end
end

return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Unity or Discord: choose one",
			options = { "use a non-Star Alliance creature", "return up to 2 creatures" },
		})[1]
		if picked == "return up to 2 creatures" then
			return_with_upgrades(ctx)
			return
		end
		local usable = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not ctx:rule("of_house", creature, "staralliance") and #ctx:uses(creature) > 0 then
				table.insert(usable, creature)
			end
		end
		ctx:rule("use_it", ctx:choose({ prompt = "Use which creature?", objects = usable })[1])
	end,
}
