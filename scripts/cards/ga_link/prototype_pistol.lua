-- Prototype Pistol (frzrplywc0): a Gun (the rules script: used in an attack only loaded,
-- never with an attack card). Class bonus: On Enter: +1 power until end of turn.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "Class bonus, On Enter: +1 power until end of turn",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				if ctx.this:is_valid() then
					ctx:lasting({
						target = ctx.this,
						duration = "end_of_turn",
						effect = { stat = "power", increase = 1 },
					})
				end
			end,
		},
	},
}
