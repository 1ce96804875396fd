-- Scowly Caper (AoA 313), creature: Skirmish. Scowly Caper enters play under your
-- opponent's control and can be used as if it belonged to any house. At the end of your
-- turn, destroy one of Scowly Caper's neighbors. Entering play it goes over to the
-- opponent of the player who put it there ("your" is then its new controller: the
-- destruction comes at the end of that player's turns).
return {
	statics = {
		{ grant = "versatile", self_only = true },
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "Scowly Caper enters play under the opponent's control",
			applies = function(_ctx, event)
				return event.to == "battleline" and event.from ~= "battleline"
			end,
			resolve = function(ctx)
				ctx:take_control(ctx.this, ctx.opponent)
			end,
		},
		{
			on = "turn_ended",
			label = "destroy one of Scowly Caper's neighbors",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local picked = ctx:choose({
					prompt = "Destroy which neighbor of Scowly Caper?",
					objects = ctx.this:neighbors(),
				})[1]
				if picked ~= nil then
					ctx:destroy(picked)
				end
			end,
		},
	},
}
