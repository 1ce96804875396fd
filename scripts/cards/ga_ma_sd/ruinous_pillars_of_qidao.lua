-- Ruinous Pillars of Qidao: [Class Bonus] On Enter: Empower 2, then draw a card. Whenever
-- your Shifting Currents change from facing West to East, sacrifice it; when you do,
-- destroy target non-champion object you don't control (chosen as the reflexive trigger
-- resolves).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "[Class Bonus] On Enter: Empower 2, draw a card",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:rule("empower", 2)
				ctx:draw(1)
			end,
		},
		{
			on = "switched",
			label = "your Shifting Currents turned from West to East: sacrifice Ruinous Pillars",
			applies = function(ctx, event)
				return ctx.this:zone() == "field" and ctx:rule("currents_turned", event, "west", "east")
			end,
			resolve = function(ctx)
				if ctx.this:zone() == "field" and ctx:move(ctx.this, "graveyard") then
					ctx:when_you_do("ruin")
				end
			end,
		},
		{
			on = "when_you_do",
			label = "When you do: destroy a non-champion object you don't control",
			resolve = function(ctx)
				local pick = ctx:rule(
					"choose_opposing",
					"a non-champion object you don't control to destroy",
					false,
					false
				)
				if pick then
					ctx:destroy(pick)
				end
			end,
		},
	},
}
