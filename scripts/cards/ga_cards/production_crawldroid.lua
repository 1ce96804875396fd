-- Production Crawldroid: On Enter: Summon two Powercell tokens.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: summon two Powercell tokens",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:create_token("powercell_token")
				ctx:create_token("powercell_token")
			end,
		},
	},
}
