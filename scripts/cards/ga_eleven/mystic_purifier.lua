-- Mystic Purifier: On Enter: you may pay (2). When you do, destroy target phantasia.
-- The reflexive trigger chooses its target as it resolves (our reading for triggered
-- abilities, as Shining Marchador's).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: you may pay (2)",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("may_pay_when_you_do", 2, "purify")
			end,
		},
		{
			on = "when_you_do",
			label = "When you do: destroy a target phantasia",
			resolve = function(ctx)
				local phantasias = ctx:objects({ type = "phantasia" })
				local pick = ctx:choose({
					prompt = "the phantasia to destroy",
					objects = phantasias,
					min = 1,
					max = 1,
				})[1]
				if pick ~= nil then
					ctx:destroy(pick)
				end
			end,
		},
	},
}
