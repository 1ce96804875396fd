-- Tertiate (WC 232): Play: Destroy one third of the enemy creatures and one third of the
-- friendly creatures, each rounded up; the player picks which (enemy ones first), and all
-- are destroyed together.
local function third(ctx, side, prompt)
	local line = ctx:objects({ zone = "battleline", controller = side })
	local n = math.ceil(#line / 3)
	return ctx:choose({ prompt = prompt .. " (" .. n .. ")", objects = line, min = n, max = n })
end

return {
	resolve = function(ctx)
		local doomed = third(ctx, "opponent", "Destroy which enemy creatures?")
		for _, creature in ipairs(third(ctx, "you", "Destroy which friendly creatures?")) do
			table.insert(doomed, creature)
		end
		ctx:destroy(doomed)
	end,
}
