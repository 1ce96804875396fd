-- Shining Marchador: On Enter: You may pay (2). When you do, put a buff counter on target
-- ally you control.
-- "When you do" is a reflexive trigger: it goes on the stack once the On Enter ability has
-- resolved, and only if the 2 was paid (CR, Reflexive Trigger 1). Its target is chosen as
-- it resolves (our reading for triggered abilities: marksman_captain.lua).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: you may pay (2)",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("may_pay_when_you_do", 2, "buff")
			end,
		},
		{
			on = "when_you_do",
			label = "When you do: a buff counter on an ally you control",
			resolve = function(ctx)
				local allies = { zone = "field", type = "ally", controller = "you" }
				ctx:rule("buff_one", allies, "an ally you control to get a buff counter")
			end,
		},
	},
}
