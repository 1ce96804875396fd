-- Martian Revolution (WoE 124): Play: Destroy each friendly creature. For each creature
-- destroyed this way, make a token creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:destroy(mine)
		for _, creature in ipairs(mine) do
			if not creature:is_valid() or creature:is_destroyed() then
				ctx:rule("make_token")
			end
		end
	end,
}
