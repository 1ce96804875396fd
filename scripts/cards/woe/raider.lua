-- Raider (WoE 403), token creature: it has poison during its controller's turn only.
return {
	statics = {
		{
			grant = "poison",
			self_only = true,
			condition = function(ctx)
				return ctx.controller:is_turn_player()
			end,
		},
	},
}
