-- Jackpot Greene (GR 228): After a creature (either side) reaps, discard the top card of its
-- controller's deck; if that card is Star Alliance, you gain 1 æmber.
return {
	triggers = {
		{
			on = "used",
			label = "a creature reaped: its controller's top card is discarded",
			applies = function(_ctx, event)
				return event.ability == "reap"
					and event.object:is_valid()
					and event.object:zone() == "battleline"
			end,
			resolve = function(ctx, event)
				local top = ctx:top(1, event.object:controller())[1]
				if top == nil then
					return
				end
				local star = ctx:rule("of_house", top, "staralliance")
				if ctx:discard(top) and star then
					ctx:gain(ctx.controller, "amber", 1)
				end
			end,
		},
	},
}
