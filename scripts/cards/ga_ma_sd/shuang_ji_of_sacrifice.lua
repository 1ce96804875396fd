-- Shuang Ji of Sacrifice: a Polearm weapon. [Class Bonus] +1 power for every five damage
-- counters on your champion. On Enter: you may have it deal 5 unpreventable damage to
-- your champion; if you do, draw a card.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx:rule("power_per_champion_damage", 5)
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: you may take 5 unpreventable damage to draw a card",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion == nil then
					return
				end
				local pick = ctx:choose({
					prompt = "have Shuang Ji deal 5 unpreventable damage to your champion to draw a card?",
					options = { "yes", "no" },
					min = 1,
					max = 1,
				})[1]
				if pick == "yes" then
					ctx:deal_damage(champion, 5, ctx.this, { unpreventable = true })
					ctx:draw(1)
				end
			end,
		},
	},
}
