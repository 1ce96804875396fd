-- Wail of the Damned (MM 033), action: Play: Destroy a creature with no bonus icons (no
-- æmber bonus and no other icon, printed or added by Enhance).
return {
	resolve = function(ctx)
		local bare = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("bonus_icon_count", creature) == 0 then
				table.insert(bare, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Destroy which creature with no bonus icons?", objects = bare })[1]
		if pick ~= nil then
			ctx:destroy(pick)
		end
	end,
}
