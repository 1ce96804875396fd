-- Equalize (AoA 232): Play: Redistribute the æmber on friendly creatures among friendly
-- creatures. Then, redistribute the æmber on enemy creatures among enemy creatures. The
-- æmber of each side is taken off together, then placed one at a time on a creature of
-- that side the player picks.
local function redistribute(ctx, controller, who)
	local creatures = ctx:objects({ zone = "battleline", controller = controller })
	local total = 0
	for _, creature in ipairs(creatures) do
		local held = creature:counter("amber")
		if held > 0 then
			total = total + held
			ctx:add_counter(creature, "amber", -held)
		end
	end
	for left = total, 1, -1 do
		local picked = ctx:choose({
			prompt = "Place 1 æmber (" .. left .. " left) on which " .. who .. " creature?",
			objects = creatures,
		})[1]
		ctx:add_counter(picked, "amber", 1)
	end
end

return {
	resolve = function(ctx)
		redistribute(ctx, "you", "friendly")
		redistribute(ctx, "opponent", "enemy")
	end,
}
