-- Shadow's Twin: a Gun (the rules script: it must be loaded to attack). Whenever it
-- becomes loaded (a card is attached to it: the rules' loading), +2 POWER until end of
-- turn. [Class Bonus] Whenever an attack using this weapon triggers an On Hit ability,
-- that ability is triggered an additional time: a constant ability `trigger_again = "hit"`
-- works on the hits of the blows it takes part in, and makes the own "hit" abilities of
-- that blow's objects (the attacker, this weapon, a loaded bullet in the intent) trigger
-- again.
return {
	triggers = {
		{
			on = "attached",
			label = "it becomes loaded: +2 power until end of turn",
			applies = function(ctx, event)
				return event.host ~= nil and event.host.id == ctx.this.id
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 2 },
				})
			end,
		},
	},
	statics = {
		{
			trigger_again = "hit",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
}
