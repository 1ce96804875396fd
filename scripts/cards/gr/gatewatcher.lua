-- Gatewatcher (GR 302): Taunt (data). Destroyed: If your opponent is haunted, destroy each
-- enemy flank creature (together).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: destroy each enemy flank creature if your opponent is haunted",
			resolve = function(ctx)
				if not ctx:rule("haunted", ctx.opponent) then
					return
				end
				ctx:destroy(ctx:rule("flank_creatures", "opponent"))
			end,
		},
	},
}
