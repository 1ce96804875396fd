-- Encounter Suit (WC 330), upgrade: After an action card is played (either player's) but
-- before it resolves, ward this creature: a trigger on the play's announcement.
return {
	triggers = {
		{
			on = "announced",
			label = "an action card is played: ward this creature (Encounter Suit)",
			applies = function(ctx, event)
				return ctx.this:attached_to() ~= nil
					and event.object ~= nil
					and event.object:has_type("action")
			end,
			resolve = function(ctx)
				local host = ctx.this:attached_to()
				if host ~= nil then
					ctx:rule("ward", host)
				end
			end,
		},
	},
}
