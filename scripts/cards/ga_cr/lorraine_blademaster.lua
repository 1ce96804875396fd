-- Lorraine, Blademaster: Lorraine lineage (the rules script's levelling). On Enter: until
-- end of turn, Lorraine's attacks get +2 power and gain "On Kill: draw a card".
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: Lorraine's attacks get +2 power and draw on a kill this turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "turn",
					effect = { stat = "power", increase = 2 },
				})
				ctx:lasting({ duration = "turn", effect = { trigger = "on_kill" } })
			end,
		},
		{
			on = "kill",
			lasting = "on_kill",
			label = "On Kill (Lorraine's attack): draw a card",
			applies = function(ctx, event)
				-- Her attack's kill is named by her own kill event (the weapon's is the same blow).
				return event.object ~= nil and event.object.id == ctx.this.id
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
