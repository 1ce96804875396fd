-- Under Pressure (DT 349), upgrade: This creature cannot ready. Whatever would ready it —
-- its controller's "ready cards" step or a card's "ready" — does nothing instead.
return {
	replacements = {
		{
			on = "wake",
			label = "its creature cannot ready (Under Pressure)",
			applies = function(ctx, change)
				local host = ctx.this:attached_to()
				return host ~= nil and change.target == host
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
