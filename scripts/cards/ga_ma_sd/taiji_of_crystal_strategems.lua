-- Taiji of Crystal Strategems: whenever your Shifting Currents change from facing South to
-- East while it is awake, you may rest it. When you do, as a Spell, deal 3 damage to
-- target champion you don't control (a reflexive trigger: the champion is chosen as it
-- resolves, and a Spell can't choose one with spellshroud). Reservable (printed).
return {
	triggers = {
		{
			on = "switched",
			label = "your Shifting Currents turned from South to East: you may rest Taiji",
			applies = function(ctx, event)
				return not ctx.this:is_rested() and ctx:rule("currents_turned", event, "south", "east")
			end,
			resolve = function(ctx)
				if ctx.this:is_rested() then
					return
				end
				local pick = ctx:choose({
					prompt = "rest Taiji of Crystal Strategems to deal 3 damage to an opposing champion?",
					options = { "rest it", "don't" },
					min = 1,
					max = 1,
				})[1]
				if pick == "rest it" and ctx:rest(ctx.this) then
					ctx:when_you_do("strike")
				end
			end,
		},
		{
			on = "when_you_do",
			label = "When you do: as a Spell, 3 damage to a champion you don't control",
			resolve = function(ctx)
				local champion =
					ctx:rule("choose_opposing", "a champion you don't control: 3 damage", true, true)
				if champion then
					ctx:deal_damage(champion, 3)
				end
			end,
		},
	},
}
