-- Miss Chievous (GR 118): After a friendly Geistoid creature enters play (itself too), each
-- player discards the top 2 cards of their deck. After Reap: Play the topmost creature of your
-- discard pile.
return {
	triggers = {
		{
			on = "moved",
			label = "a friendly Geistoid creature entered play: each player discards their top 2",
			applies = function(ctx, event)
				local creature = event.object
				return event.to == "battleline"
					and event.from ~= "battleline"
					and creature:is_valid()
					and creature:controller() == ctx.controller
					and ctx:rule("of_house", creature, "geistoid")
			end,
			resolve = function(ctx)
				for _, player in ipairs({ ctx.controller, ctx.opponent }) do
					ctx:discard(ctx:top(2, player))
				end
			end,
		},
	},
	reap = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		for i = #pile, 1, -1 do
			if pile[i]:has_type("creature") then
				ctx:play(pile[i])
				return
			end
		end
	end,
}
