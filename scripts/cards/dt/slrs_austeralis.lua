-- SLRS Austeralis (DT 025): Action: Exhaust up to 3 friendly Logos creatures. For each
-- creature exhausted this way, play the top card of your deck, one at a time.
return {
	action = function(ctx)
		for _ = 1, #ctx:rule("exhaust_up_to", 3, "logos") do
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			ctx:play(top)
		end
	end,
}
