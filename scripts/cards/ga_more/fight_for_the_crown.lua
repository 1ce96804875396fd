-- Fight for the Crown: each player sacrifices an ally. Each player picks one of the allies
-- they control, the controller first; a player without allies sacrifices nothing. The
-- picks are made before anything is sacrificed, and the sacrifices happen together.
return {
	resolve = function(ctx)
		local chosen = {}
		for _, side in ipairs({ { "you", ctx.controller }, { "opponent", ctx.opponent } }) do
			local ally = ctx:choose({
				prompt = "an ally you control to sacrifice",
				objects = ctx:objects({ type = "ally", controller = side[1] }),
				min = 1,
				max = 1,
				player = side[2],
			})[1]
			if ally ~= nil then
				table.insert(chosen, ally)
			end
		end
		for _, ally in ipairs(chosen) do
			ctx:move(ally, "graveyard")
		end
	end,
}
