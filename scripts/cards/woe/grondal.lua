-- Grondal (WoE 121): At the start of your turn, destroy the least powerful creature (the
-- active player picks among those tied). Play: Make 2 token creatures.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: destroy the least powerful creature (Grondal)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local all = ctx:objects({ zone = "battleline", controller = "any" })
				local least = ctx:rule("least_powerful", all)
				local picked =
					ctx:choose({ prompt = "Destroy which least powerful creature?", objects = least })[1]
				if picked ~= nil then
					ctx:destroy(picked)
				end
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
		ctx:rule("make_token")
	end,
}
