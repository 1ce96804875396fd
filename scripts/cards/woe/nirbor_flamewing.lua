-- Nirbor Flamewing (WoE 016): At the start of your turn, if it is in your discard pile, you
-- may destroy a friendly creature; if you do, put Nirbor Flamewing into play ready.
-- Destroyed: Make a token creature.
return {
	triggers = {
		{
			on = "turn_began",
			from = { "discard" },
			label = "start of your turn, from the discard pile: rise again (Nirbor Flamewing)",
			applies = function(ctx, event)
				return event.player == ctx.controller and ctx.this:zone() == "discard"
			end,
			resolve = function(ctx)
				local mine = ctx:objects({ zone = "battleline", controller = "you" })
				if #mine == 0 then
					return
				end
				local picked = ctx:choose({
					prompt = "Destroy a friendly creature to bring Nirbor Flamewing back?",
					options = { "yes", "no" },
				})[1]
				if picked ~= "yes" or not ctx:rule("destroy_friendly") then
					return
				end
				local back = ctx:rule("put_into_play", ctx.this)
				if back ~= nil then
					ctx:ready(back)
				end
			end,
		},
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: make a token creature (Nirbor Flamewing)",
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
