-- Winbless Gatekeeper: Taunt (the rules apply it). On Enter: You may pay (2). When you do,
-- put a buff counter on target Guardian ally you control.
-- A reflexive trigger, as Shining Marchador's: only if the 2 was paid, after the On Enter
-- ability has resolved; the Gatekeeper itself is a Guardian ally it may choose.
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
			label = "When you do: a buff counter on a Guardian ally you control",
			resolve = function(ctx)
				local guardians = { zone = "field", type = "ally", subtype = "guardian", controller = "you" }
				ctx:rule("buff_one", guardians, "a Guardian ally you control to get a buff counter")
			end,
		},
	},
}
