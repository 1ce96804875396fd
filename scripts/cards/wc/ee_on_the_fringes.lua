-- E'e on the Fringes (WC 088): Elusive (data). During your turn, after you discard a Dis
-- card from your hand, you may purge a Dis card from a discard pile (either player's, the
-- discarded card included). If you do, steal 1 æmber.
return {
	triggers = {
		{
			on = "moved",
			label = "a Dis card discarded: you may purge a Dis card to steal 1 (E'e on the Fringes)",
			applies = function(ctx, event)
				return event.from == "hand"
					and event.to == "discard"
					and ctx.controller:in_phase("main")
					and event.object ~= nil
					and event.object:owner() == ctx.controller
					and ctx:rule("of_house", event.object, "dis")
			end,
			resolve = function(ctx, _event)
				local dis = {}
				for _, card in ipairs(ctx:objects({ zone = "discard" })) do
					if ctx:rule("of_house", card, "dis") then
						table.insert(dis, card)
					end
				end
				local prompt = "Purge a Dis card from a discard pile to steal 1?"
				local pick = ctx:choose({ prompt = prompt, objects = dis, min = 0, max = 1 })[1]
				if pick ~= nil and ctx:banish(pick) then
					ctx:steal(1)
				end
			end,
		},
	},
}
