-- Under Pressure (WoE 380), upgrade: This creature cannot ready (not in the ready step, not
-- by a card).
return {
	replacements = {
		{
			on = "wake",
			label = "this creature cannot ready (Under Pressure)",
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
