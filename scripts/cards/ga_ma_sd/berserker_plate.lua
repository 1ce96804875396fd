-- Berserker Plate: [Class Bonus] your champion gets +7 life. At the beginning of your
-- recollection phase, deal 3 unpreventable damage to your champion, then draw a card.
return {
	statics = {
		{
			stat = "life",
			increase = 7,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
		},
	},
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: 3 unpreventable damage to your champion, then draw",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:deal_damage(champion, 3, ctx.this, { unpreventable = true })
				end
				ctx:draw(1)
			end,
		},
	},
}
