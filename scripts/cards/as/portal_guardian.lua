-- Portal Guardian (AS 162): Taunt (data). Destroyed: Another friendly creature captures 2
-- æmber (one still in play, picked by the active player).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: another friendly creature captures 2",
			resolve = function(ctx)
				local others = {}
				for _, creature in
					ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true }))
				do
					if not creature:is_destroyed() then
						table.insert(others, creature)
					end
				end
				local prompt = "Which other friendly creature captures 2 æmber?"
				local pick = ctx:choose({ prompt = prompt, objects = others })[1]
				if pick ~= nil then
					ctx:capture(pick, 2)
				end
			end,
		},
	},
}
