-- Musthic Murmook (WC 361): Each player's keys cost +1 æmber. Play: Deal 4 damage to a
-- creature.
return {
	statics = {
		{
			cost = "key",
			increase = 1,
			applies_to = function(_ctx, _player)
				return true
			end,
		},
	},
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 4 damage to which creature?", objects = creatures })[1],
			4
		)
	end,
}
