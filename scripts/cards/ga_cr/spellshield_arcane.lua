-- Spellshield: Arcane: [Class Bonus] costs 1 less to activate. The next time damage would
-- be dealt to your champion this turn, prevent it, and put as many enlighten counters on
-- your champion as the damage prevented. Both are in one paragraph, so the counters are
-- part of the prevention's replacement, not a trigger (CR, Damage Prevention, example).
return {
	statics = {
		{
			reduce = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		if champion == nil then
			return
		end
		ctx:lasting({
			target = champion,
			duration = "turn",
			effect = { prevent = "all", instance = true, counters = "enlighten" },
		})
	end,
}
