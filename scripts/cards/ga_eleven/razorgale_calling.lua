-- Razorgale Calling: [Class Bonus] this card costs 2 less to activate. Whenever you
-- activate a wind element card, deal 1 damage to target champion (chosen as the trigger
-- resolves). Its own activation is over before it is on the field, so it does not count.
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	triggers = {
		{
			on = "played",
			label = "you activated a wind card: 1 damage to a champion",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= nil
					and event.object:has_element("wind")
			end,
			resolve = function(ctx)
				local champion = ctx:choose({
					prompt = "the champion to deal 1 damage to",
					objects = ctx:objects({ type = "champion" }),
					min = 1,
					max = 1,
				})[1]
				if champion ~= nil then
					ctx:deal_damage(champion, 1)
				end
			end,
		},
	},
}
