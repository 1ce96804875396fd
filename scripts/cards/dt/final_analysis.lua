-- Final Analysis (DT 052): Play: Destroy each creature. Each player draws a card for each
-- creature they controlled that was destroyed this way (warded ones are not).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local controllers = {}
		for i, creature in ipairs(all) do
			controllers[i] = creature:controller()
		end
		ctx:destroy(all)
		local mine, theirs = 0, 0
		for i, creature in ipairs(all) do
			if not creature:is_valid() or creature:is_destroyed() then
				if controllers[i] == ctx.controller then
					mine += 1
				else
					theirs += 1
				end
			end
		end
		ctx:draw(mine, ctx.controller)
		ctx:draw(theirs, ctx.opponent)
	end,
}
