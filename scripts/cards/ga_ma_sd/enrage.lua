-- Enrage: [Damage 20+] costs 2 less to activate. Deal 4 unpreventable damage to your
-- champion; then its next attack this turn gets +1 power for every four damage counters
-- on it (counted as that attack is declared). The rest of the turn, a trigger of Enrage
-- (from its graveyard) waits for the champion's next attack (the rules' `next_attack`).
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("champion_damage", 20)
			end,
		},
	},
	resolve = function(ctx)
		local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		if champion then
			ctx:deal_damage(champion, 4, { unpreventable = true })
		end
		ctx:lasting({ duration = "turn", effect = { trigger = "next_attack" } })
	end,
	triggers = {
		{
			on = "attack",
			lasting = "next_attack",
			label = "Enrage: this attack gets +1 power per four damage counters on your champion",
			applies = function(ctx, event)
				return ctx:rule("next_attack", event)
			end,
			resolve = function(ctx, event)
				ctx:rule("spend_next_attack")
				local n = ctx:rule("champion_damage") // 4
				if n > 0 and event.object:is_valid() then
					ctx:lasting({
						target = event.object,
						duration = "combat",
						effect = { stat = "power", increase = n },
					})
				end
			end,
		},
	},
}
