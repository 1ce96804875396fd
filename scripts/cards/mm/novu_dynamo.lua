-- Novu Dynamo (MM 093): At the start of your turn, you may discard a Logos card from your
-- hand or archives. If you do, gain 1 æmber. Otherwise, destroy Novu Dynamo (a ward or
-- invulnerable may stop that).
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: discard a Logos card to gain 1, or Novu Dynamo is destroyed",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local logos = {}
				for _, zone in ipairs({ "hand", "archives" }) do
					for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
						if ctx:rule("of_house", card, "logos") then
							table.insert(logos, card)
						end
					end
				end
				local pick = ctx:choose({
					prompt = "Discard a Logos card (or Novu Dynamo is destroyed)?",
					objects = logos,
					min = 0,
					max = 1,
				})[1]
				if pick ~= nil and ctx:discard(pick) then
					ctx:gain(ctx.controller, "amber", 1)
				else
					ctx:destroy(ctx.this)
				end
			end,
		},
	},
}
